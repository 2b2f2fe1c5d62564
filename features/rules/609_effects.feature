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
