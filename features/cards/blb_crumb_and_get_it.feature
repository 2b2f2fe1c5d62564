Feature: Crumb and Get It: the gift's opponent is chosen as the spell is cast, as part of its additional cost
  Crumb and Get It {W} — Instant: Gift a Food (You may promise an opponent a gift as you cast this spell. If you
  do, they create a Food token before its other effects.) Target creature you control gets +2/+2 until end of
  turn. If the gift was promised, that creature also gains indestructible until end of turn.

  Ruling: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 702.174a: promising the gift is an additional cost, to an opponent chosen then (601.2b);
  702.174k: the gift was promised; 702.12b: an indestructible permanent isn't destroyed.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Alice controls Grizzly Bears
    And Alice has Crumb and Get It in her hand
    And Bob has Murder in his hand
    And Bob has {B}{B}{C} in his mana pool

  @ruling:86581c5163b5 @cr:702.174a @cr:601.2b @cr:702.174k
  Rule: The opponent who gets the gift is the one chosen as the spell is cast
    As an additional cost to cast a spell with gift, you can promise the listed gift to an opponent. That
    opponent is chosen as part of that additional cost.

    @id:blb-crumb-gift-to-chosen-opponent
    Scenario: Alice promises the gift to Carol: Carol, not Bob, gets the Food, and Grizzly Bears is indestructible
      Given Alice has {W} in her mana pool
      And Alice will choose Carol to promise the gift to
      And Alice will choose Grizzly Bears as targets
      And Bob will choose Grizzly Bears as targets
      When Alice casts Crumb and Get It from her hand
      And all players pass priority until the stack is empty
      Then Carol controls Food
      And Bob controls no Food
      And Grizzly Bears is 4/4
      When Alice passes priority
      And Bob casts Murder from his hand
      And all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears

    @id:blb-crumb-no-gift-promised
    Scenario: With no gift promised, no one gets a Food and Grizzly Bears isn't indestructible
      Given Alice has {W} in her mana pool
      And Alice will choose no one to promise the gift to
      And Alice will choose Grizzly Bears as targets
      And Bob will choose Grizzly Bears as targets
      When Alice casts Crumb and Get It from her hand
      And all players pass priority until the stack is empty
      Then Carol controls no Food
      And Bob controls no Food
      And Grizzly Bears is 4/4
      When Alice passes priority
      And Bob casts Murder from his hand
      And all players pass priority until the stack is empty
      Then Alice has Grizzly Bears in her graveyard

    @id:blb-crumb-gift-not-to-self
    Scenario: Alice can't promise the gift to herself: only an opponent may be chosen
      Given Alice has {W} in her mana pool
      And Alice will choose Alice to promise the gift to
      When Alice tries to cast Crumb and Get It from her hand
      Then that is rejected by rule 702.174a
      And Alice has Crumb and Get It in her hand
