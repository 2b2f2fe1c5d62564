Feature: Single-faced copies of Final Fantasy's transforming double-faced cards
  The ruling shared by the set's transforming double-faced cards (Venat, Vincent Valentine, Serah Farron):
  "If you are instructed to put a card that isn't a double-faced card onto the battlefield transformed, it will
  not enter at all. In that case, it stays in the zone it was previously in." These three cards transform on
  the battlefield rather than being put onto it transformed, so the nearest case each card can show is the
  rule behind the ruling, 712.9 with 701.27c: a Clone copying one of them copies only its front face (707.8),
  is a single-faced card, and its copied instruction to transform does nothing. The ruling's own words are
  about entering transformed (712.14a), which none of these cards instructs; each scenario says so.

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source (shaggy806/MTG-Engine).

  @id:fin-vincent-clone-copy-doesnt-transform @ruling:e4f585f321d3 @cr:712.9 @cr:701.27c @cr:707.8
  Scenario: A Clone copying Vincent Valentine attacks, its controller chooses to transform it, and nothing happens
    If you are instructed to put a card that isn't a double-faced card onto the battlefield transformed, it will
    not enter at all. In that case, it stays in the zone it was previously in. For example, if a single-faced
    card is a copy of Crystal Fragments, it will be exiled during the resolution of its second ability and
    remain in exile. Wording as recorded by shaggy806/MTG-Engine only (single source). Vincent Valentine's ability transforms it on the battlefield: the
    ruling's words (entering transformed) don't fit this card, so this scenario executes the rule behind them
    for a transform instruction: Clone, a single-faced card copying Vincent's front face (707.8), doesn't
    transform (701.27c) and stays a copy of Vincent Valentine.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Vincent Valentine
    And Alice has Clone in her hand
    And Alice has {U}{U}{U}{U} in her mana pool
    And Alice's library, from the top, is Island
    And Bob's library, from the top, is Swamp
    And Alice will choose Vincent Valentine to copy
    And Alice will answer the "you may" choices with yes, then yes
    When Alice casts Clone from her hand
    And all players pass priority until the stack is empty
    Then Alice controls Vincent Valentine and no Clone
    When the game advances to Bob's upkeep
    And the game advances to Alice's precombat main phase
    And Alice attacks with Vincent Valentine
    And all players pass priority until the stack is empty
    Then Alice controls Vincent Valentine and no Galian Beast
    And Bob controls Vincent Valentine and no Galian Beast

  @id:fin-vincent-itself-transforms @ruling:e4f585f321d3 @cr:712.9 @cr:701.27a
  Scenario: Vincent Valentine itself, a double-faced card, transforms into Galian Beast when its controller chooses to
    If you are instructed to put a card that isn't a double-faced card onto the battlefield transformed, it will
    not enter at all. In that case, it stays in the zone it was previously in. For example, if a single-faced
    card is a copy of Crystal Fragments, it will be exiled during the resolution of its second ability and
    remain in exile. Wording as recorded by shaggy806/MTG-Engine only (single source). The boundary: Vincent Valentine is a double-faced card, so the
    same instruction transforms it (701.27a).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Vincent Valentine
    And Alice will answer the "you may" choices with yes
    When Alice attacks with Vincent Valentine
    And all players pass priority until the stack is empty
    Then Alice controls Galian Beast and no Vincent Valentine

  @id:fin-serah-clone-copy-doesnt-transform @ruling:e4f585f321d3 @cr:712.9 @cr:701.27c @cr:707.8
  Scenario: A Clone copying Serah Farron with two other legendary creatures chooses to transform at the beginning of combat, and nothing happens
    If you are instructed to put a card that isn't a double-faced card onto the battlefield transformed, it will
    not enter at all. In that case, it stays in the zone it was previously in. For example, if a single-faced
    card is a copy of Crystal Fragments, it will be exiled during the resolution of its second ability and
    remain in exile. Wording as recorded by shaggy806/MTG-Engine only (single source). Serah Farron's ability transforms it on the battlefield: the
    ruling's words (entering transformed) don't fit this card, so this scenario executes the rule behind them
    for a transform instruction: Clone, a single-faced card copying Serah's front face (707.8), doesn't
    transform (701.27c) and stays a copy of Serah Farron.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Serah Farron
    And Alice controls Venat, Heart of Hydaelyn and Vincent Valentine
    And Alice has Clone in her hand
    And Alice has {U}{U}{U}{U} in her mana pool
    And Alice will choose Serah Farron to copy
    And Alice will answer the "you may" choices with yes, then yes
    When Alice casts Clone from her hand
    And all players pass priority until the stack is empty
    Then Alice controls Serah Farron and no Clone
    When the game advances to Alice's beginning of combat step
    And all players pass priority until the stack is empty
    Then Alice controls Serah Farron and no Crystallized Serah
    And Bob controls Serah Farron

  @id:fin-serah-itself-transforms @ruling:e4f585f321d3 @cr:712.9 @cr:701.27a
  Scenario: Serah Farron itself, a double-faced card, transforms into Crystallized Serah at the beginning of combat
    If you are instructed to put a card that isn't a double-faced card onto the battlefield transformed, it will
    not enter at all. In that case, it stays in the zone it was previously in. For example, if a single-faced
    card is a copy of Crystal Fragments, it will be exiled during the resolution of its second ability and
    remain in exile. Wording as recorded by shaggy806/MTG-Engine only (single source). The boundary: Serah Farron is a double-faced card, so the same
    instruction transforms it (701.27a).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Serah Farron, Venat, Heart of Hydaelyn and Vincent Valentine
    And Alice will answer the "you may" choices with yes
    When the game advances to Alice's beginning of combat step
    And all players pass priority until the stack is empty
    Then Alice controls Crystallized Serah and no Serah Farron

  @id:fin-venat-clone-copy-doesnt-transform @ruling:e4f585f321d3 @cr:712.9 @cr:701.27c @cr:707.8
  Scenario: A Clone copying Venat activates Hero's Sundering: the target is exiled, and the Clone doesn't transform
    If you are instructed to put a card that isn't a double-faced card onto the battlefield transformed, it will
    not enter at all. In that case, it stays in the zone it was previously in. For example, if a single-faced
    card is a copy of Crystal Fragments, it will be exiled during the resolution of its second ability and
    remain in exile. Wording as recorded by shaggy806/MTG-Engine only (single source). Venat's ability transforms it on the battlefield: the ruling's
    words (entering transformed) don't fit this card, so this scenario executes the rule behind them for a
    transform instruction: Clone, a single-faced card copying Venat's front face (707.8), doesn't transform
    (701.27c), while the ability's other instruction, exiling its target, still happens.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Venat, Heart of Hydaelyn and Sazh's Chocobo
    And Alice controls 7 Plains
    And Alice has Clone in her hand
    And Alice has {U}{U}{U}{U} in her mana pool
    And Alice's library, from the top, is Island
    And Bob's library, from the top, is Swamp
    And Alice will choose Venat, Heart of Hydaelyn to copy
    And Alice will answer the "you may" choices with yes
    And Alice will choose Sazh's Chocobo as targets
    When Alice casts Clone from her hand
    And all players pass priority until the stack is empty
    Then Alice controls Venat, Heart of Hydaelyn and no Clone
    When the game advances to Bob's upkeep
    And the game advances to Alice's precombat main phase
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Venat, Heart of Hydaelyn's "{7}, {T}" ability
    And all players pass priority until the stack is empty
    Then Sazh's Chocobo is in exile
    And Alice controls Venat, Heart of Hydaelyn and no Hydaelyn, the Mothercrystal
    And Bob controls Venat, Heart of Hydaelyn

  @id:fin-venat-itself-transforms @ruling:e4f585f321d3 @cr:712.9 @cr:701.27a
  Scenario: Venat itself, a double-faced card, transforms into Hydaelyn, the Mothercrystal with Hero's Sundering
    If you are instructed to put a card that isn't a double-faced card onto the battlefield transformed, it will
    not enter at all. In that case, it stays in the zone it was previously in. For example, if a single-faced
    card is a copy of Crystal Fragments, it will be exiled during the resolution of its second ability and
    remain in exile. Wording as recorded by shaggy806/MTG-Engine only (single source). The boundary: Venat is a double-faced card, so the same
    instruction transforms it (701.27a).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Venat, Heart of Hydaelyn
    And Bob controls Sazh's Chocobo
    And Alice has {C}{C}{C}{C}{C}{C}{C} in her mana pool
    And Alice will choose Sazh's Chocobo as targets
    When Alice activates Venat, Heart of Hydaelyn's "{7}, {T}" ability
    And all players pass priority until the stack is empty
    Then Sazh's Chocobo is in exile
    And Alice controls Hydaelyn, the Mothercrystal and no Venat, Heart of Hydaelyn
