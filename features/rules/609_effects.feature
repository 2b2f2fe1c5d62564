Feature: 609 Effects: "you may", and choosing how many
  An effect that says "you may" lets its controller choose whether to do it as the ability resolves (CR
  609.3); "any number of" lets them choose how many, one after the other, and stop whenever they like.
  Beatrix, Loyal General: "At the beginning of combat on your turn, you may attach any number of
  Equipment you control to target creature you control."

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:you-may-attach-answered-no @cr:609.3 @cr:701.3a
  Scenario: Alice answers no to Beatrix's "you may": no Equipment moves
    CR 609.3: "you may" answered no does nothing; both Equipment stay on Beatrix.

    Given Alice controls Beatrix, Loyal General, Isamaru, Hound of Konda, Dragoon's Lance (attached to Beatrix, Loyal General) and Black Mage's Rod (attached to Beatrix, Loyal General)
    And Alice will choose Isamaru, Hound of Konda as targets
    And Alice will answer the "you may" choices with no
    When the game advances to Alice's beginning of combat step
    Then the triggered abilities put on the stack are 1 from Beatrix, Loyal General
    And the stack is empty
    And Dragoon's Lance is attached to Beatrix, Loyal General
    And Black Mage's Rod is attached to Beatrix, Loyal General
    And Isamaru, Hound of Konda is 2/2

  @id:any-number-attach-stops-after-one @cr:609.3 @cr:701.3a
  Scenario: Alice attaches one Equipment to Isamaru, then chooses no more: the other stays on Beatrix
    CR 609.3: the number is Alice's to choose; "no more" after the first Equipment ends the effect.

    Given Alice controls Beatrix, Loyal General, Isamaru, Hound of Konda, Dragoon's Lance (attached to Beatrix, Loyal General) and Black Mage's Rod (attached to Beatrix, Loyal General)
    And Alice will choose Isamaru, Hound of Konda as targets
    And Alice will answer the "you may" choices with yes
    And Alice will choose Dragoon's Lance, then no more to attach
    When the game advances to Alice's beginning of combat step
    Then Dragoon's Lance is attached to Isamaru, Hound of Konda
    And Black Mage's Rod is attached to Beatrix, Loyal General
    And Isamaru, Hound of Konda is 3/2

  @id:exile-until-nonland-finds-none @cr:609.3 @cr:406.3
  Scenario: "Exile cards until you exile a nonland card" with only lands in the library exiles them all, and there is nothing to cast
    CR 609.3: an effect that attempts something impossible does only as much as possible. The Infamous Cruelclaw's
    combat damage trigger exiles Forest and Plains, Alice's whole library, without finding a nonland card, so its
    "you may cast that card" has no card: Alice is asked nothing and keeps Island in her hand. The boundary is in
    blb_the_infamous_cruelclaw.feature: with Grizzly Bears among the cards, she may cast it by discarding Island.

    Given Alice controls The Infamous Cruelclaw
    And Alice has Island in her hand
    And Alice's library, from the top, is Forest and Plains
    When Alice attacks with The Infamous Cruelclaw
    And Bob declares no blockers
    And the game advances to Alice's end of combat step
    Then Bob's life total is 17
    And Forest is in exile
    And Plains is in exile
    And Alice has Island in her hand

  @id:may-return-another-with-none-returns-nothing @cr:609.3 @cr:608.2d
  Scenario: Ambrosia Whiteheart's "you may return another permanent you control" answered yes with no other permanent returns nothing
    CR 609.3: Alice answers yes, but she controls no permanent other than Ambrosia Whiteheart, so the effect
    does as much as it can, nothing: she is asked for no permanent, and Ambrosia stays on the battlefield. The
    boundary is shoopuf-returned-and-recast-is-no-creature: with Ride the Shoopuf there, she returns it.

    Given Alice has Ambrosia Whiteheart in her hand
    And Alice has {W}{C} in her mana pool
    And Alice will answer the "you may" choices with yes
    When Alice casts Ambrosia Whiteheart from her hand
    And all players pass priority until the stack is empty
    Then Alice controls Ambrosia Whiteheart
    And the stack is empty
