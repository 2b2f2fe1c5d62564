Feature: Mistbreath Elder: at the beginning of its controller's upkeep, another creature returns to hand, else maybe itself
  Mistbreath Elder {G} — Creature — Frog Warrior 2/2: At the beginning of your upkeep, return another creature
  you control to its owner's hand. If you do, put a +1/+1 counter on this creature. Otherwise, you may return
  this creature to its owner's hand.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 503.1a and 603.2 (an upkeep trigger), 608.2c (the instructions are followed in order, as far
  as possible), 609.3.

  Background:
    Given a game between Alice and Bob
    And it is Bob's end step
    And Alice controls Mistbreath Elder

  @ruling:9354be4a726c @cr:608.2c @cr:503.1a
  Rule: With another creature, one must be returned; with none, Alice chooses to return Mistbreath Elder or not
    If you control creatures other than Mistbreath Elder as its triggered ability resolves, you must return
    one of them to its owner's hand. If you don't, you have the option to return Mistbreath Elder to its
    owner's hand or leave it on the battlefield and have the ability do nothing.

    @id:blb-mistbreath-elder-returns-other
    Scenario: Alice controls Grizzly Bears: it returns to her hand, and Mistbreath Elder gets a +1/+1 counter
      Given Alice controls Grizzly Bears
      And Alice will choose Grizzly Bears to return
      When the game advances to Alice's upkeep
      And all players pass priority until the stack is empty
      Then Alice has Grizzly Bears in her hand
      And Mistbreath Elder has 1 +1/+1 counter

    @id:blb-mistbreath-elder-alone-returns-itself
    Scenario: Mistbreath Elder is Alice's only creature and she chooses to return it
      Given Alice will answer the "you may" choices with yes
      When the game advances to Alice's upkeep
      And all players pass priority until the stack is empty
      Then Alice has Mistbreath Elder in her hand

    @id:blb-mistbreath-elder-alone-stays
    Scenario: Mistbreath Elder is Alice's only creature and she leaves it: the ability does nothing, no counter
      Given Alice will answer the "you may" choices with no
      When the game advances to Alice's upkeep
      And all players pass priority until the stack is empty
      Then Alice controls Mistbreath Elder
      And Mistbreath Elder has 0 +1/+1 counters
