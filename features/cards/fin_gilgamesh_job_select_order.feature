Feature: Gilgamesh, Master-at-Arms with a job select Equipment: two triggered abilities in the order Alice chooses
  Gilgamesh, Master-at-Arms puts Black Mage's Rod (job select, 702.182a) onto the battlefield: the Rod's job
  select ability and Gilgamesh's reflexive ability ("When you put one or more Equipment onto the battlefield
  this way, you may attach one of them to a Samurai you control", 603.12) both trigger, and Alice puts them on
  the stack in the order she chooses (603.3b).

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source (wingedsheep/argentum-engine).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Gilgamesh, Master-at-Arms in her hand
    And Alice's library, from the top, is Black Mage's Rod, Forest, Forest, Forest, Forest, Forest and Island
    And Alice has {C}{C}{C}{C}{R}{R} in her mana pool
    And Alice will choose Black Mage's Rod to put onto the battlefield

  @id:fin-gilgamesh-reflexive-first-rod-ends-on-hero @ruling:2ebcdf88e978 @cr:603.12 @cr:603.3b @cr:702.182a
  Scenario: Alice puts job select on the stack first, so the reflexive ability resolves first: the Rod ends on the Hero token
    If you put an Equipment with job select onto the battlefield with Gilgamesh's ability, the job select
    ability and the reflexive triggered ability will both trigger, and you'll choose the order in which those
    abilities go on the stack. Regardless of the order chosen, the job select ability will create a Hero token
    and attach the Equipment to the Hero token after both abilities have resolved. Wording as recorded by
    wingedsheep/argentum-engine only (single source). In this order the ruling holds: the reflexive ability
    attaches the Rod to Gilgamesh, then job select creates the Hero and attaches the Rod to it.

    Given Alice will put her triggered abilities on the stack in the order Black Mage's Rod, then Gilgamesh, Master-at-Arms
    And Alice will answer the "you may" choices with yes
    And Alice will choose Gilgamesh, Master-at-Arms to attach it to
    When Alice casts Gilgamesh, Master-at-Arms from her hand
    And all players pass priority
    And all players pass priority
    Then the triggered abilities put on the stack are 1 from Gilgamesh, Master-at-Arms and 1 from Black Mage's Rod
    When all players pass priority until the stack is empty
    Then Black Mage's Rod is attached to Hero
    And Gilgamesh, Master-at-Arms is 6/6

  @id:fin-gilgamesh-job-select-first-rod-may-move @ruling:2ebcdf88e978 @cr:603.12 @cr:603.3b @cr:701.3b
  Scenario: In the other order the reflexive ability resolves last, and the Rod ends on Gilgamesh: the ruling's "regardless of the order" doesn't hold
    If you put an Equipment with job select onto the battlefield with Gilgamesh's ability, the job select
    ability and the reflexive triggered ability will both trigger, and you'll choose the order in which those
    abilities go on the stack. Regardless of the order chosen, the job select ability will create a Hero token
    and attach the Equipment to the Hero token after both abilities have resolved. Wording as recorded by
    wingedsheep/argentum-engine only (single source). The ruling's words look wrong here: when job select
    resolves first, the reflexive ability resolves after it and may attach the Rod to a Samurai (603.12,
    701.3b), so the Rod doesn't end on the Hero whatever the order. The boundary of the ruling's claim.

    Given Alice will put her triggered abilities on the stack in the order Gilgamesh, Master-at-Arms, then Black Mage's Rod
    And Alice will answer the "you may" choices with yes
    And Alice will choose Gilgamesh, Master-at-Arms to attach it to
    When Alice casts Gilgamesh, Master-at-Arms from her hand
    And all players pass priority
    And all players pass priority
    Then the triggered abilities put on the stack are 1 from Gilgamesh, Master-at-Arms and 1 from Black Mage's Rod
    When all players pass priority until the stack is empty
    Then Black Mage's Rod is attached to Gilgamesh, Master-at-Arms
    And Hero is 1/1
