Feature: Consumed by Greed: the opponent sacrifices a creature of greatest power; a promised gift adds a target card
  Consumed by Greed {1}{B}{B} — Instant: Gift a card (You may promise an opponent a gift as you cast this spell.
  If you do, they draw a card before its other effects.) Target opponent sacrifices a creature with the greatest
  power among creatures they control. If the gift was promised, return target creature card from your graveyard
  to your hand.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 702.174j (for instants the gift is given as the spell resolves, before its other effects),
  702.174m (the target that only a promised gift has, here a card of another kind than the opponent, is chosen
  only then; 601.2c: each target in turn), 701.21a (the player sacrificing chooses among the permanents that
  qualify), 608.2h (the greatest power is read as the spell resolves).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Consumed by Greed in her hand
    And Alice has {B}{B}{C} in her mana pool
    And Bob's library, from the top, is Island, Island

  @ruling:f6fb0dfb9181 @cr:701.21a @cr:608.2h
  Rule: With creatures tied for the greatest power, Bob chooses which one he sacrifices
    If the target opponent has multiple creatures tied for the greatest power, that player chooses which one
    to sacrifice.

    @id:blb-consumed-by-greed-tied-power-bob-chooses
    Scenario: Bob's Grizzly Bears and Isamaru are tied at power 2: Bob chooses Isamaru, and keeps Grizzly Bears and Memnite
      Given Bob controls Grizzly Bears, Isamaru, Hound of Konda and Memnite
      And Alice will choose no one to promise the gift to
      And Alice will choose Bob as targets
      And Bob will choose Isamaru, Hound of Konda to sacrifice
      When Alice casts Consumed by Greed from her hand
      And all players pass priority until the stack is empty
      Then Bob has Isamaru, Hound of Konda in his graveyard
      And Bob controls Grizzly Bears and Memnite

    @id:blb-consumed-by-greed-one-greatest
    Scenario: Bob's Grizzly Bears alone has the greatest power: it is sacrificed, with no choice, and Memnite stays
      Given Bob controls Grizzly Bears and Memnite
      And Alice will choose no one to promise the gift to
      And Alice will choose Bob as targets
      When Alice casts Consumed by Greed from her hand
      And all players pass priority until the stack is empty
      Then Bob has Grizzly Bears in his graveyard
      And Bob controls Memnite

  @ruling:39688066a60a @cr:702.174j @cr:702.174m @cr:601.2c
  Rule: The gift is given as Consumed by Greed resolves; promised, the spell also targets a creature card
    For instants and sorceries with gift, the gift is given to the appropriate opponent as part of the
    resolution of the spell. This happens before any of the spell's other effects would take place.

    @id:blb-consumed-by-greed-gift-on-resolution
    Scenario: Promised to Bob: Bob draws only as it resolves, sacrifices Grizzly Bears, and Isamaru returns to Alice's hand
      Given Bob controls Grizzly Bears
      And Alice has Isamaru, Hound of Konda in her graveyard
      And Alice will choose Bob to promise the gift to
      And Alice will choose Bob, then Isamaru, Hound of Konda as targets
      When Alice casts Consumed by Greed from her hand
      Then Bob has no Island in his hand
      When all players pass priority until the stack is empty
      Then Bob has Island in his hand
      And Bob has Grizzly Bears in his graveyard
      And Alice has Isamaru, Hound of Konda in her hand

    @id:blb-consumed-by-greed-no-gift-no-return
    Scenario: Not promised: Bob draws nothing and Isamaru stays in Alice's graveyard
      Given Bob controls Grizzly Bears
      And Alice has Isamaru, Hound of Konda in her graveyard
      And Alice will choose no one to promise the gift to
      And Alice will choose Bob as targets
      When Alice casts Consumed by Greed from her hand
      And all players pass priority until the stack is empty
      Then Bob has no Island in his hand
      And Bob has Grizzly Bears in his graveyard
      And Alice has Isamaru, Hound of Konda in her graveyard
