Feature: 702.75 Hideaway: looking at as many cards as there are
  Hideaway N (CR 702.75a): when the permanent enters, its controller looks at the top N cards of their
  library, exiles one of them face down and puts the rest on the bottom in a random order. With fewer
  than N cards, they look at all of them; with none, there is nothing to exile. Clive's Hideaway has
  hideaway 4.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:hideaway-with-an-empty-library @cr:702.75a
  Scenario: Alice plays Clive's Hideaway with an empty library: the ability resolves and exiles nothing
    CR 702.75a: there is no card to look at, so no card is exiled and no choice is made.

    Given Alice has Clive's Hideaway in her hand
    When Alice plays Clive's Hideaway from her hand
    Then the triggered abilities put on the stack are 1 from Clive's Hideaway
    When all players pass priority
    Then the stack is empty
    And Alice controls Clive's Hideaway

  @id:hideaway-with-one-card @cr:702.75a
  Scenario: With a single card in her library, Alice looks at it and exiles it
    CR 702.75a: the top four cards are as many as there are: one.

    Given Alice has Clive's Hideaway in her hand
    And Alice's library, from the top, is Forest
    And Alice will choose Forest to exile with hideaway
    When Alice plays Clive's Hideaway from her hand
    And all players pass priority
    Then Forest is in exile
    And the stack is empty
