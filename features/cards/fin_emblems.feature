Feature: Emblems (114): Sephiroth, One-Winged Angel's Super Nova and The Masamune
  Sephiroth, One-Winged Angel — Super Nova: "As this creature transforms into Sephiroth, One-Winged Angel, you
  get an emblem with "Whenever a creature dies, target opponent loses 1 life and you gain 1 life."" An emblem is
  an object in the command zone (114.1), owned and controlled by the player who gets it (114.2), whose
  triggered abilities trigger from there (114.4). "As this transforms into" applies only as the permanent
  transforms (712.20), never as a card or token enters with its back face up (712.14a). The Masamune's granted
  ability makes a creature dying trigger an ability of an emblem its controller owns an additional time
  (603.2d).

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source (wingedsheep/argentum-engine).

  @id:fin-sephiroth-transforms-gets-emblem @ruling:4f634912e5c0 @cr:712.20 @cr:114.1 @cr:114.4
  Scenario: Sephiroth transforms on the fourth resolution: Alice gets the emblem, whose ability triggers when a creature dies
    If this card somehow enters the battlefield with its back face up, it didn't transform, so you won't get an
    emblem. Wording as recorded by wingedsheep/argentum-engine only (single source). The boundary: Sephiroth
    transforming into Sephiroth, One-Winged Angel gives Alice the emblem (712.20). Bob's Colossal Dreadmaw
    survives Nibelheim Aflame; when Murder destroys it, only the emblem's ability triggers (Sephiroth,
    One-Winged Angel has no dies ability of its own).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Sephiroth, Fabled SOLDIER and 4 Mountain
    And Bob controls 4 Grizzly Bears and Colossal Dreadmaw
    And Alice has Nibelheim Aflame and Murder in her hand
    And Alice controls 3 Swamp
    And Alice will choose Sephiroth, Fabled SOLDIER, then Bob, then Bob, then Bob, then Bob, then Colossal Dreadmaw, then Bob as targets
    When Alice casts Nibelheim Aflame from her hand by tapping 4 Mountain
    And all players pass priority until the stack is empty
    Then Alice controls Sephiroth, One-Winged Angel and no Sephiroth, Fabled SOLDIER
    And Bob's life total is 16
    And Alice's life total is 24
    When Alice casts Murder from her hand by tapping 3 Swamp
    And all players pass priority until the stack is empty
    Then Bob has Colossal Dreadmaw in his graveyard
    And Bob's life total is 15
    And Alice's life total is 25

  @id:fin-sephiroth-token-copy-back-face-up-no-emblem @ruling:4f634912e5c0 @cr:712.14a @cr:707.8a @cr:712.20
  Scenario: A token copy of Sephiroth, One-Winged Angel enters with its back face up: it didn't transform, so Alice gets no emblem
    If this card somehow enters the battlefield with its back face up, it didn't transform, so you won't get an
    emblem. Wording as recorded by wingedsheep/argentum-engine only (single source). No card of the reference
    engine's data puts this card itself onto the battlefield with its back face up; a token copy of Bob's
    transformed Sephiroth is a double-faced token that enters with its back face up (707.8a), the nearest case:
    it didn't transform, so Super Nova doesn't apply (712.14a, 712.20). When Alice's Colossal Dreadmaw dies,
    only Bob's emblem triggers.

    Given a game between Alice and Bob
    And it is Bob's precombat main phase
    And Bob controls Sephiroth, Fabled SOLDIER and 4 Mountain
    And Alice controls 4 Grizzly Bears, Colossal Dreadmaw, 4 Island and 3 Swamp
    And Bob has Nibelheim Aflame in his hand
    And Alice has Relm's Sketching and Murder in her hand
    And Alice's library, from the top, is Island
    And Bob will choose Sephiroth, Fabled SOLDIER, then Alice, then Alice, then Alice, then Alice, then Alice as targets
    And Alice will choose Sephiroth, One-Winged Angel, then Colossal Dreadmaw as targets
    When Bob casts Nibelheim Aflame from his hand by tapping 4 Mountain
    And all players pass priority until the stack is empty
    Then Bob controls Sephiroth, One-Winged Angel
    And Alice's life total is 16
    When the game advances to Alice's precombat main phase
    And Alice casts Relm's Sketching from her hand by tapping 4 Island
    And all players pass priority until the stack is empty
    Then the Sephiroth, One-Winged Angel Alice controls has a token
    When Alice casts Murder from her hand by tapping 3 Swamp
    And all players pass priority until the stack is empty
    Then Alice has Colossal Dreadmaw in her graveyard
    And Alice's life total is 15
    And Bob's life total is 25

  @id:fin-masamune-emblem-triggers-twice @ruling:210a10cdf0ca @cr:603.2d @cr:114.4 @cr:704.5j
  Scenario: With The Masamune equipped to a creature Alice controls, a creature dying makes her emblem's ability trigger twice
    If you control two of The Masamune and they're equipped to creatures you control, a creature dying causes
    abilities of emblems you own to trigger three times, not four. Wording as recorded by
    wingedsheep/argentum-engine only (single source). The ruling's words assume what the legend rule forbids:
    The Masamune is legendary, so a player controlling two of them puts one into the graveyard (704.5j), and no
    card of the reference engine's data makes a player control two. What the ruling counts is executed with one:
    each Masamune adds one instance (1 + 1 here; 1 + 2 with two, hence three, not four).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Sephiroth, Fabled SOLDIER, 4 Mountain, 3 Swamp, Serra Angel and The Masamune (attached to Serra Angel)
    And Alice has Nibelheim Aflame and Murder in her hand
    And Bob controls 4 Grizzly Bears and Colossal Dreadmaw
    And Alice will choose Sephiroth, Fabled SOLDIER, then Bob, then Bob, then Bob, then Bob, then Colossal Dreadmaw, then Bob, then Bob as targets
    When Alice casts Nibelheim Aflame from her hand by tapping 4 Mountain
    And all players pass priority until the stack is empty
    Then Alice controls Sephiroth, One-Winged Angel
    And Bob's life total is 16
    When Alice casts Murder from her hand by tapping 3 Swamp
    And all players pass priority until the stack is empty
    Then Bob's life total is 14
    And Alice's life total is 26

  @id:fin-masamune-unattached-emblem-triggers-once @ruling:210a10cdf0ca @cr:603.2d @cr:114.4 @cr:301.5c
  Scenario: The Masamune attached to no creature: a creature dying makes Alice's emblem's ability trigger once
    If you control two of The Masamune and they're equipped to creatures you control, a creature dying causes
    abilities of emblems you own to trigger three times, not four. Wording as recorded by
    wingedsheep/argentum-engine only (single source). The boundary: the ability is the equipped creature's, so
    an unattached Masamune adds no instance.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Sephiroth, Fabled SOLDIER, 4 Mountain and The Masamune
    And Bob controls 4 Grizzly Bears and Colossal Dreadmaw
    And Alice has Nibelheim Aflame and Murder in her hand
    And Alice controls 3 Swamp
    And Alice will choose Sephiroth, Fabled SOLDIER, then Bob, then Bob, then Bob, then Bob, then Colossal Dreadmaw, then Bob as targets
    When Alice casts Nibelheim Aflame from her hand by tapping 4 Mountain
    And all players pass priority until the stack is empty
    Then Alice controls Sephiroth, One-Winged Angel
    When Alice casts Murder from her hand by tapping 3 Swamp
    And all players pass priority until the stack is empty
    Then Bob's life total is 15
    And Alice's life total is 25
