Feature: Ardyn, the Usurper
  Ardyn, the Usurper {5}{B}{B}{B} — Legendary Creature — Elder Human Noble 4/4
  Demons you control have menace, lifelink, and haste.
  Starscourge — At the beginning of combat on your turn, exile up to one target creature card from a
  graveyard. If you exiled a card this way, create a token that's a copy of that card, except it's a 5/5
  black Demon.

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source.

  @id:ardyn-token-is-a-5-5-black-demon @ruling:5e22239585fc @cr:707.9b @cr:707.2
  Scenario: Starscourge's token is a 5/5 black Demon creature with the card's name and abilities
    The token is a Demon creature instead of its other types and is black instead of its other colors. Its base
    power and toughness are 5/5. These are copiable values of the token that other effects may copy. Wording as
    recorded by one source only (not corroborated).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Ardyn, the Usurper
    And Bob has Sazh's Chocobo in his graveyard
    And Alice will choose Sazh's Chocobo as targets
    When the game advances to Alice's beginning of combat step
    Then the triggered abilities put on the stack are 1 from Ardyn, the Usurper
    And Sazh's Chocobo is in exile
    And the Sazh's Chocobo Alice controls has 5/5, color black, card type Creature, subtype Demon and a token

  @id:ardyn-demon-exception-is-copiable @ruling:5e22239585fc @cr:707.9b @cr:707.3
  Scenario: A copy of Starscourge's Endless One token is a 5/5 Demon too: the exception is a copiable value
    The token is a Demon creature instead of its other types and is black instead of its other colors. Its base
    power and toughness are 5/5. These are copiable values of the token that other effects may copy. Wording as
    recorded by one source only (not corroborated). Relm's Sketching copies the token; were 5/5 not copiable,
    the new Endless One would enter with X = 0 counters as a 0/0 and die.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Ardyn, the Usurper
    And Alice controls 4 Island
    And Alice has Endless One in her graveyard
    And Alice has Relm's Sketching in her hand
    And Alice will choose Endless One, then Endless One as targets
    When the game advances to Alice's beginning of combat step
    Then the triggered abilities put on the stack are 1 from Ardyn, the Usurper
    When the game advances to Alice's postcombat main phase
    And Alice activates Island's "{T}: Add {U}." ability
    And Alice activates Island's "{T}: Add {U}." ability
    And Alice activates Island's "{T}: Add {U}." ability
    And Alice activates Island's "{T}: Add {U}." ability
    And Alice casts Relm's Sketching from her hand
    And all players pass priority until the stack is empty
    Then Alice controls 2 Endless One

  @id:ardyn-x-is-0 @ruling:b6f5c05f464f @cr:107.3 @cr:614.1c
  Scenario: Starscourge's copy of Endless One enters with X = 0 +1/+1 counters
    If the copied card has {X} in its mana cost, X is 0. Wording as recorded by one source only (not
    corroborated). Endless One enters with X +1/+1 counters; the token is a 5/5 Demon, so it lives.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Ardyn, the Usurper
    And Alice has Endless One in her graveyard
    And Alice will choose Endless One as targets
    When the game advances to Alice's beginning of combat step
    Then the triggered abilities put on the stack are 1 from Ardyn, the Usurper
    And the Endless One Alice controls has 5/5, no counters and a token

  @id:ardyn-copies-only-the-printed-card @ruling:b5abb3474466 @cr:707.2 @cr:400.7
  Scenario: Starscourge's token copies the card, not the counters the creature had before it died
    Except for the listed exceptions, the token copies exactly what was printed on the original card and nothing
    else. It doesn't copy any information about the object the card was before it was put into a graveyard.
    Wording as recorded by one source only (not corroborated). Bob's Sazh's Chocobo dies with two +1/+1
    counters; the card in the graveyard has none.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Ardyn, the Usurper
    And Bob controls Sazh's Chocobo (with 2 +1/+1 counters)
    And Alice has Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Alice will choose Sazh's Chocobo, then Sazh's Chocobo as targets
    When Alice casts Lightning Bolt from her hand
    And all players pass priority until the stack is empty
    Then Bob has Sazh's Chocobo in his graveyard
    When the game advances to Alice's beginning of combat step
    Then the triggered abilities put on the stack are 1 from Ardyn, the Usurper
    And the Sazh's Chocobo Alice controls has 5/5, no counters and a token

  @id:ardyn-copy-has-printed-abilities @ruling:b5abb3474466 @cr:707.2 @cr:603.2
  Scenario: Starscourge's token has what is printed on the card: Sazh's Chocobo's landfall ability
    Except for the listed exceptions, the token copies exactly what was printed on the original card and nothing
    else. It doesn't copy any information about the object the card was before it was put into a graveyard.
    Wording as recorded by one source only (not corroborated). The boundary: printed abilities are copied.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Ardyn, the Usurper
    And Bob has Sazh's Chocobo in his graveyard
    And Alice has Forest in her hand
    And Alice will choose Sazh's Chocobo as targets
    When the game advances to Alice's beginning of combat step
    Then the triggered abilities put on the stack are 1 from Ardyn, the Usurper
    When the game advances to Alice's postcombat main phase
    And Alice plays Forest from her hand
    Then the triggered abilities put on the stack are 1 from Sazh's Chocobo

  @id:ardyn-copy-enters-ability-triggers @ruling:e784ae14a272 @cr:707.5 @cr:603.6a
  Scenario: Starscourge's copy of Gilded Goose has its enters ability, which triggers as the token is created
    If a card copied by the token had any "when [this permanent] enters" abilities, the token also has those
    abilities, and they'll trigger when it's created. Similarly, any "as [this permanent] enters" or "[this
    permanent] enters with" abilities that the token has copied will also work. Wording as recorded by
    wingedsheep/argentum-engine only, marked suspect_wording there (possibly condensed).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Ardyn, the Usurper
    And Alice has Gilded Goose in her graveyard
    And Alice will choose Gilded Goose as targets
    When the game advances to Alice's beginning of combat step
    Then the triggered abilities put on the stack are 1 from Ardyn, the Usurper and 1 from Gilded Goose
    And Alice controls Gilded Goose and Food

  @id:ardyn-demon-token-has-haste-menace-lifelink @cr:702.10b @cr:702.110b @cr:702.15b @cr:613.1f
  Scenario: Starscourge's Demon token attacks the turn it was made, can't be blocked by one creature, and has lifelink
    CR 613.1f: Ardyn's first ability gives each Demon Alice controls menace, lifelink and haste. The token made
    at the beginning of combat attacks in the same combat (haste, 702.10b); Bob's single Grizzly Bears can't
    block it (menace, 702.110b); its 5 combat damage to Bob makes Alice gain 5 life (lifelink, 702.15b).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Ardyn, the Usurper
    And Bob controls Grizzly Bears
    And Bob has Sazh's Chocobo in his graveyard
    And Alice will choose Sazh's Chocobo as targets
    When the game advances to Alice's beginning of combat step
    And all players pass priority until the stack is empty
    And Alice attacks with Sazh's Chocobo
    And Bob tries to block Sazh's Chocobo with Grizzly Bears
    Then that is rejected by rule 702.110b
    When the game advances to Alice's end of combat step
    Then Bob's life total is 15
    And Alice's life total is 25

  @id:ardyn-non-demon-gets-nothing @cr:613.1f @cr:302.6
  Scenario: Ardyn gives nothing to a creature that isn't a Demon: a Grizzly Bears that entered this turn can't attack
    CR 613.1f: the ability affects only Demons Alice controls; Grizzly Bears, a Bear that came under her control
    this turn, has no haste and can't attack (302.6). No graveyard holds a creature card, so Starscourge has no
    target.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Ardyn, the Usurper
    And Alice has Grizzly Bears in her hand
    And Alice has {G}{C} in her mana pool
    When Alice casts Grizzly Bears from her hand
    And all players pass priority until the stack is empty
    And the game advances to Alice's beginning of combat step
    And all players pass priority until the stack is empty
    And Alice tries to attack with Grizzly Bears
    Then that is rejected by rule 302.6
