Feature: Scrapshooter: gift on a permanent is given by a triggered ability as it enters, if the gift was promised
  Scrapshooter {1}{G}{G} — Creature — Raccoon Archer 4/4: Gift a card (You may promise an opponent a gift as
  you cast this spell. If you do, when it enters, they draw a card.) Reach. When this creature enters, if the
  gift was promised, destroy target artifact or enchantment an opponent controls.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 702.174a (promising the gift: an additional cost, to an opponent chosen then), 702.174b (on a
  permanent, gift is also "When this permanent enters, if its gift was promised, [the opponent gets the gift]"),
  603.4 (an intervening "if": a permanent that wasn't cast with its gift promised has nothing to trigger),
  400.7 (the permanent a spell becomes keeps the choices made as it was cast), 701.6a (a countered spell).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Scrapshooter in her hand
    And Bob controls Amulet of Vigor
    And Bob's library, from the top, is Island, Island

  @ruling:883786ac0072 @cr:702.174b @cr:603.4
  Rule: Scrapshooter's gift is given as the permanent enters, by a triggered ability, if the gift was promised
    For permanent spells with gift, an ability triggers when that permanent enters if the gift was promised.
    When that ability resolves, the gift is given to the appropriate opponent.

    @id:blb-scrapshooter-gift-on-entering
    Scenario: Scrapshooter cast with its gift promised: Bob draws nothing while it is a spell; as it enters, two abilities trigger
      Given Alice has {G}{G}{C} in her mana pool
      And Alice will choose Bob to promise the gift to
      And Alice will choose Amulet of Vigor as targets
      And Alice will put her triggered abilities on the stack in the order Scrapshooter, Scrapshooter
      When Alice casts Scrapshooter from her hand
      Then Bob has no Island in his hand
      When all players pass priority
      Then Alice controls Scrapshooter
      And the triggered abilities put on the stack are 2 from Scrapshooter
      And Bob has no Island in his hand
      When all players pass priority until the stack is empty
      Then Bob has Island in his hand
      And Bob has Amulet of Vigor in his graveyard

    @id:blb-scrapshooter-no-gift-no-trigger
    Scenario: Scrapshooter cast with no gift promised: neither ability triggers, Bob draws nothing
      Given Alice has {G}{G}{C} in her mana pool
      And Alice will choose no one to promise the gift to
      When Alice casts Scrapshooter from her hand
      And all players pass priority
      Then Alice controls Scrapshooter
      And no triggered ability is put on the stack
      And Bob has no Island in his hand
      And Bob controls Amulet of Vigor

    @id:blb-scrapshooter-put-onto-battlefield-no-gift
    Scenario: Scrapshooter put onto the battlefield by an effect wasn't cast: no gift was promised, nothing triggers
      When an effect puts Scrapshooter from Alice's hand onto the battlefield under her control
      Then no triggered ability is put on the stack
      And Bob controls Amulet of Vigor

  @ruling:8addc02e744e @cr:702.174b @cr:701.6a
  Rule: A countered Scrapshooter never enters: its gift isn't given
    If a spell for which the gift was promised is countered, doesn't resolve, or is otherwise removed from the
    stack, the gift won't be given.

    @id:blb-scrapshooter-countered-no-gift
    Scenario: Scrapshooter, its gift promised, is countered by Cancel: Bob draws no card and keeps Amulet of Vigor
      Given Alice has {G}{G}{C} in her mana pool
      And Bob has Cancel in his hand
      And Bob has {U}{U}{C} in his mana pool
      And Alice will choose Bob to promise the gift to
      And Bob will choose Scrapshooter as targets
      When Alice casts Scrapshooter from her hand
      And Alice passes priority
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Alice has Scrapshooter in her graveyard
      And Bob has no Island in his hand
      And Bob controls Amulet of Vigor

    @id:blb-scrapshooter-not-countered-gift-given
    Scenario: Scrapshooter, its gift promised, resolves with Cancel held back: Bob draws a card as it enters
      Given Alice has {G}{G}{C} in her mana pool
      And Bob has Cancel in his hand
      And Bob has {U}{U}{C} in his mana pool
      And Alice will choose Bob to promise the gift to
      And Alice will choose Amulet of Vigor as targets
      And Alice will put her triggered abilities on the stack in the order Scrapshooter, Scrapshooter
      When Alice casts Scrapshooter from her hand
      And all players pass priority until the stack is empty
      Then Bob has Island in his hand
      And Bob has Cancel in his hand
