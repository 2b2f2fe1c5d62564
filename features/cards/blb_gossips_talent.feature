Feature: Gossip's Talent: its level 2 ability, "can't be blocked this turn", is still there at level 3
  Gossip's Talent {1}{U} — Enchantment — Class: Whenever a creature you control enters, surveil 1 (declared not
  modelled: surveil isn't a building block). {1}{U}: Level 2 — Whenever you attack, target attacking creature
  with power 3 or less can't be blocked this turn. {3}{U}: Level 3 — Whenever a creature you control deals combat
  damage to a player, you may exile it, then return it to the battlefield under its owner's control.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 716.2a (a Class's level abilities), 509.1b (a restriction on blocking), 611.2c, 400.7 (an
  exiled creature returns as a new object). No scenario here makes a creature enter, so the surveil ability
  Gossip's Talent has in full never matters. Grizzly Bears is 2/2, Llanowar Elves 1/1.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Gossip's Talent and Grizzly Bears
    And Bob controls Llanowar Elves

  @ruling:8b3d9f28f6d0 @cr:716.2a @cr:509.1b
  Rule: Gaining level 3 doesn't remove the level 2 ability
    Gaining a level won't remove abilities that a Class had at a previous level.

    @id:blb-gossips-talent-level-3-keeps-unblockable
    Scenario: At level 3, Alice attacks with Grizzly Bears: it can't be blocked this turn, and Bob's block is refused
      Given Alice has {U}{U}{C}{C}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears as targets
      And Alice will answer the "you may" choices with no
      When Alice activates Gossip's Talent's "{1}{U}: Level 2" ability
      And all players pass priority until the stack is empty
      And Alice activates Gossip's Talent's "{3}{U}: Level 3" ability
      And all players pass priority until the stack is empty
      And Alice attacks with Grizzly Bears
      And all players pass priority
      And Bob tries to block Grizzly Bears with Llanowar Elves
      Then that is rejected by rule 509.1b
      When Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 18

    @id:blb-gossips-talent-level-1-can-be-blocked
    Scenario: At level 1, attacking triggers nothing, and Bob blocks Grizzly Bears with Llanowar Elves
      When Alice attacks with Grizzly Bears
      Then no triggered ability is put on the stack
      When Bob blocks Grizzly Bears with Llanowar Elves
      Then Grizzly Bears is blocked
