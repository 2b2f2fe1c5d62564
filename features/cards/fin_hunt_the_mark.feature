Feature: Sidequest: Hunt the Mark
  Sidequest: Hunt the Mark {3}{B}{B} — Enchantment, transforming into Yiazmat, Ultimate Mark. "At the beginning
  of your end step, if a creature died under an opponent's control this turn, create a Treasure token. Then if
  you control three or more Treasures, transform this enchantment." An intervening "if" (603.4) looking back
  over the turn: the game remembers who controlled each creature as it died (700.4, 603.10a).

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source (wingedsheep/argentum-engine).

  Background:
    Given a game between Alice and Bob
    And it is Alice's postcombat main phase

  @id:fin-hunt-the-mark-opponents-creature-died @ruling:bfee9dcced81 @cr:603.4 @cr:700.4
  Scenario: Bob's creature died this turn: at Alice's end step the ability triggers, she creates her third Treasure, and it transforms
    Sidequest: Hunt the Mark's last ability checks at the moment it would trigger to see if a creature died
    under an opponent's control this turn. If none did, the ability won't trigger at all. Once your end step
    begins, it's too late to cause creatures your opponents control to die in order to cause the ability to
    trigger. Wording as recorded by wingedsheep/argentum-engine only (single source).

    Given Alice controls Sidequest: Hunt the Mark and 2 Treasure
    And Bob controls Grizzly Bears
    And Alice has Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Alice will choose Grizzly Bears as targets
    When Alice casts Lightning Bolt from her hand
    And all players pass priority until the stack is empty
    Then Bob has Grizzly Bears in his graveyard
    When the game advances to Alice's end step
    And all players pass priority until the stack is empty
    Then Alice controls Yiazmat, Ultimate Mark, 3 Treasure and no Sidequest: Hunt the Mark

  @id:fin-hunt-the-mark-own-creature-died @ruling:bfee9dcced81 @cr:603.4
  Scenario: Only Alice's own creature died this turn: the ability doesn't trigger
    Sidequest: Hunt the Mark's last ability checks at the moment it would trigger to see if a creature died
    under an opponent's control this turn. If none did, the ability won't trigger at all. Once your end step
    begins, it's too late to cause creatures your opponents control to die in order to cause the ability to
    trigger. Wording as recorded by wingedsheep/argentum-engine only (single source). The boundary: the
    creature that died was Alice's.

    Given Alice controls Sidequest: Hunt the Mark, 2 Treasure and Grizzly Bears
    And Alice has Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Alice will choose Grizzly Bears as targets
    When Alice casts Lightning Bolt from her hand
    And all players pass priority until the stack is empty
    Then Alice has Grizzly Bears in her graveyard
    When the game advances to Alice's end step
    Then no triggered ability is put on the stack
    And Alice controls Sidequest: Hunt the Mark, 2 Treasure and no Yiazmat, Ultimate Mark

  @id:fin-hunt-the-mark-too-late-in-the-end-step @ruling:bfee9dcced81 @cr:603.4 @cr:513.1a
  Scenario: Bob's creature dies during Alice's end step: too late, the ability didn't trigger
    Sidequest: Hunt the Mark's last ability checks at the moment it would trigger to see if a creature died
    under an opponent's control this turn. If none did, the ability won't trigger at all. Once your end step
    begins, it's too late to cause creatures your opponents control to die in order to cause the ability to
    trigger. Wording as recorded by wingedsheep/argentum-engine only (single source).

    Given Alice controls Sidequest: Hunt the Mark, 2 Treasure and Mountain
    And Bob controls Grizzly Bears
    And Alice has Lightning Bolt in her hand
    And Alice will choose Grizzly Bears as targets
    When the game advances to Alice's end step
    Then no triggered ability is put on the stack
    When Alice activates Mountain's "{T}: Add {R}." ability
    And Alice casts Lightning Bolt from her hand
    And all players pass priority until the stack is empty
    Then Bob has Grizzly Bears in his graveyard
    And Alice controls Sidequest: Hunt the Mark, 2 Treasure and no Yiazmat, Ultimate Mark
