Feature: Cunning Coyote: its enters ability targets another creature you control
  Cunning Coyote {1}{R} — Creature — Coyote 2/2: Haste. When this creature enters, another target creature you
  control gets +1/+1 and gains haste until end of turn. Plot {1}{R}.

  Ruling: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 115.1 ("another": not its source), 603.3d (a triggered ability with no legal target is
  removed from the stack).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Cunning Coyote in her hand
    And Alice has {R}{C} in her mana pool

  @ruling:620ae1668823 @cr:115.1 @cr:603.3d
  Rule: Its target is another creature Alice controls; with none, the ability is removed from the stack
    Cunning Coyote's triggered ability targets another creature you control, not Cunning Coyote itself. If you
    control no other creatures, the ability is removed from the stack and has no effect.

    @id:otj-cunning-coyote-targets-another-creature
    Scenario: With Grizzly Bears, Cunning Coyote's ability gives it +1/+1
      Given Alice controls Grizzly Bears
      And Alice will choose Grizzly Bears as targets
      When Alice casts Cunning Coyote from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Cunning Coyote
      When all players pass priority until the stack is empty
      Then Grizzly Bears is 3/3
      And Cunning Coyote is 2/2

    @id:otj-cunning-coyote-no-other-creature
    Scenario: With no other creature of Alice's (only Bob's Grizzly Bears), the ability is removed from the stack
      Given Bob controls Grizzly Bears
      When Alice casts Cunning Coyote from her hand
      And all players pass priority
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Cunning Coyote is 2/2
      And Grizzly Bears is 2/2
