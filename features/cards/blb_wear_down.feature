Feature: Wear Down: a promised gift gives the spell two targets instead of one; the gift is given before the destruction
  Wear Down {1}{G} — Sorcery: Gift a card (You may promise an opponent a gift as you cast this spell. If you do,
  they draw a card before its other effects.) Destroy target artifact or enchantment. If the gift was promised,
  instead destroy two target artifacts and/or enchantments.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 702.174a (promising the gift: an additional cost, to an opponent chosen then; 601.2b),
  702.174j (for instants and sorceries the gift is given as the spell resolves, before its other effects),
  702.174m (the targets only a promised gift has are chosen only then), 601.2c ("two target" artifacts: exactly
  two), 608.2b (a spell whose every target is illegal doesn't resolve: no gift either). The order inside the
  resolution isn't visible to the checks; the reference engine's log shows the gift first (702.174j).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Wear Down in her hand
    And Alice has {G}{C} in her mana pool
    And Bob controls Memnite and Amulet of Vigor
    And Bob's library, from the top, is Island, Island

  @ruling:86581c5163b5 @cr:702.174a @cr:601.2b
  Rule: The gift is promised to an opponent, chosen as the additional cost is paid
    As an additional cost to cast a spell with gift, you can promise the listed gift to an opponent. That
    opponent is chosen as part of that additional cost.

    @id:blb-wear-down-gift-to-opponent
    Scenario: Alice promises the gift to Bob: Bob draws a card, and Wear Down has two targets
      Given Alice will choose Bob to promise the gift to
      And Alice will choose Memnite, then Amulet of Vigor as targets
      When Alice casts Wear Down from her hand
      And all players pass priority until the stack is empty
      Then Bob has Island in his hand
      And Bob has Memnite and Amulet of Vigor in his graveyard

    @id:blb-wear-down-gift-not-to-herself
    Scenario: Alice can't promise the gift to herself: only an opponent is accepted
      Given Alice will choose Alice to promise the gift to
      When Alice tries to cast Wear Down from her hand
      Then that is rejected by rule 702.174a
      And Alice has Wear Down in her hand

  @ruling:39688066a60a @cr:702.174j @cr:702.174m
  Rule: The gift is given as Wear Down resolves; unpromised, it has one target and gives nothing
    For instants and sorceries with gift, the gift is given to the appropriate opponent as part of the
    resolution of the spell. This happens before any of the spell's other effects would take place.

    @id:blb-wear-down-gift-on-resolution
    Scenario: Wear Down, its gift promised: Bob draws nothing while it is on the stack, a card as it resolves
      Given Alice will choose Bob to promise the gift to
      And Alice will choose Memnite, then Amulet of Vigor as targets
      When Alice casts Wear Down from her hand
      Then Bob has no Island in his hand
      And Bob controls Memnite and Amulet of Vigor
      When all players pass priority until the stack is empty
      Then Bob has Island in his hand
      And Bob has Memnite and Amulet of Vigor in his graveyard

    @id:blb-wear-down-no-gift-one-target
    Scenario: Wear Down with no gift promised: one target is destroyed and Bob draws nothing
      Given Alice will choose no one to promise the gift to
      And Alice will choose Memnite as targets
      When Alice casts Wear Down from her hand
      And all players pass priority until the stack is empty
      Then Bob has Memnite in his graveyard
      And Bob controls Amulet of Vigor
      And Bob has no Island in his hand

  @ruling:ee6b9f91bcce @cr:608.2b @cr:702.174j
  Rule: With the gift promised and both targets illegal, Wear Down doesn't resolve: no gift, nothing destroyed
    If the gift was promised and all targets are illegal as Wear Down tries to resolve, it won't resolve and
    none of its effects will happen.

    @id:blb-wear-down-all-targets-illegal
    Scenario: Bob destroys both targets with two Shatters in response: Wear Down doesn't resolve and Bob draws nothing
      Given Bob has Shatter and Shatter in his hand
      And Bob has {R}{C}{R}{C} in his mana pool
      And Alice will choose Bob to promise the gift to
      And Alice will choose Memnite, then Amulet of Vigor as targets
      And Bob will choose Memnite, then Amulet of Vigor as targets
      When Alice casts Wear Down from her hand
      And Alice passes priority
      And Bob casts Shatter from his hand
      And all players pass priority
      And Alice passes priority
      And Bob casts Shatter from his hand
      And all players pass priority until the stack is empty
      Then Bob has Memnite and Amulet of Vigor in his graveyard
      And Alice has Wear Down in her graveyard
      And Bob has no Island in his hand

    @id:blb-wear-down-one-target-illegal
    Scenario: Bob destroys one target in response: Wear Down resolves, Bob draws a card and the other target is destroyed
      Given Bob has Shatter in his hand
      And Bob has {R}{C} in his mana pool
      And Alice will choose Bob to promise the gift to
      And Alice will choose Memnite, then Amulet of Vigor as targets
      And Bob will choose Memnite as targets
      When Alice casts Wear Down from her hand
      And Alice passes priority
      And Bob casts Shatter from his hand
      And all players pass priority until the stack is empty
      Then Bob has Memnite and Amulet of Vigor in his graveyard
      And Bob has Island in his hand
