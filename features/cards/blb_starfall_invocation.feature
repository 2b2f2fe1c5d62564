Feature: Starfall Invocation: with the gift promised, Alice returns one of her creatures it destroyed, chosen as it resolves
  Starfall Invocation {3}{W}{W} — Sorcery: Gift a card (You may promise an opponent a gift as you cast this
  spell. If you do, they draw a card before its other effects.) Destroy all creatures. If the gift was promised,
  return a creature card put into your graveyard this way to the battlefield under your control.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 701.8a (destroyed permanents go to their owners' graveyards: Bob's creature goes to his, so
  it can't be the card returned), 608.2c (the card is chosen and returned as the spell resolves, no player
  acting in between; no step can act in between, so the scenarios show that the choice is made during the
  resolution), 702.174j (the gift first).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Starfall Invocation in her hand
    And Alice has {W}{W}{C}{C}{C} in her mana pool
    And Alice controls Grizzly Bears and Isamaru, Hound of Konda
    And Bob controls Memnite
    And Bob's library, from the top, is Island, Island

  @ruling:85df8f05a213 @cr:608.2c @cr:701.8a
  Rule: Alice chooses the card to return while Starfall Invocation resolves
    If the gift was promised, you choose which creature card to return to the battlefield while Starfall
    Invocation is resolving. No player may take any actions between the time you choose the card and the time
    you return it.

    @id:blb-starfall-invocation-return-chosen
    Scenario: Promised: all creatures are destroyed and Alice returns Isamaru, which she chooses as it resolves
      Given Alice will choose Bob to promise the gift to
      And Alice will choose Isamaru, Hound of Konda to return
      When Alice casts Starfall Invocation from her hand
      And all players pass priority
      Then the stack is empty
      And Alice controls Isamaru, Hound of Konda
      And Alice has Grizzly Bears in her graveyard
      And Bob has Memnite in his graveyard
      And Bob has Island in his hand

    @id:blb-starfall-invocation-no-gift-no-return
    Scenario: Not promised: every creature stays in its owner's graveyard and Bob draws nothing
      Given Alice will choose no one to promise the gift to
      When Alice casts Starfall Invocation from her hand
      And all players pass priority until the stack is empty
      Then Alice has Grizzly Bears and Isamaru, Hound of Konda in her graveyard
      And Bob has Memnite in his graveyard
      And Bob has no Island in his hand
