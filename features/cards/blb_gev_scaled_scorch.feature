Feature: Gev, Scaled Scorch: counters for each opponent who lost life this turn, on creatures entering after Gev
  Gev, Scaled Scorch {B}{R} — Legendary Creature — Lizard Mercenary 3/2: Ward—Pay 2 life. Other creatures you
  control enter with an additional +1/+1 counter on them for each opponent who lost life this turn. Whenever
  you cast a Lizard spell, Gev deals 1 damage to target opponent. (Its ward isn't modelled: the card data
  declares it; no scenario here targets Gev.)

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions, GevScaledScorch.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 119.3 and 120.3a (damage
  to a player is life loss), 614.1c (a replacement effect that has a permanent enter with counters), 614.12
  (such an effect of a permanent applies only if that permanent is on the battlefield before the event).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:081b2e930a27 @cr:119.3 @cr:614.1c
  Rule: Gev counts the opponents who lost life this turn, not how their life totals changed
    Gev's second ability cares whether opponents lost life this turn, not how their life totals changed.

    @id:blb-gev-opponent-lost-then-gained
    Scenario: Bob lost 3 life and gained 3: his life total is 20, and Grizzly Bears enters with a +1/+1 counter
      Given Alice controls Gev, Scaled Scorch
      And Alice has Lightning Bolt and Grizzly Bears in her hand
      And Alice has {R}{G}{C} in her mana pool
      And Bob has Lightning Helix in his hand
      And Bob has {R}{W} in his mana pool
      And Alice will choose Bob as targets
      And Bob will choose Alice as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice passes priority
      And Bob casts Lightning Helix from his hand
      And all players pass priority until the stack is empty
      Then Bob's life total is 20
      When Alice casts Grizzly Bears from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears has 1 +1/+1 counter
      And Grizzly Bears is 3/3

    @id:blb-gev-no-opponent-lost-life
    Scenario: Only Alice lost life this turn: Grizzly Bears enters with no counter
      Given Alice controls Gev, Scaled Scorch
      And Alice has Grizzly Bears in her hand
      And Alice has {G}{C} in her mana pool
      And Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Bob will choose Alice as targets
      When Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And all players pass priority until the stack is empty
      And Alice casts Grizzly Bears from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears has 0 +1/+1 counters

  @ruling:d203ec3b8da2 @cr:614.12 @cr:614.1c
  Rule: A creature entering at the same time as Gev gets no counter from it
    In the case where Gev and one or more other creatures enter at the same time, those creatures won't enter
    with additional +1/+1 counters.

    @id:blb-gev-enters-with-others
    Scenario: Gev and Grizzly Bears are put onto the battlefield together after Bob lost life: Grizzly Bears gets no counter
      Given Alice has Lightning Bolt, Gev, Scaled Scorch and Grizzly Bears in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And an effect puts Gev, Scaled Scorch and Grizzly Bears from Alice's hand onto the battlefield under her control
      Then Grizzly Bears has 0 +1/+1 counters
      And Gev, Scaled Scorch has 0 +1/+1 counters

    @id:blb-gev-creature-enters-after
    Scenario: Gev is put onto the battlefield first, then Grizzly Bears: Grizzly Bears gets a counter
      Given Alice has Lightning Bolt, Gev, Scaled Scorch and Grizzly Bears in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And an effect puts Gev, Scaled Scorch from Alice's hand onto the battlefield under her control
      And an effect puts Grizzly Bears from Alice's hand onto the battlefield under her control
      Then Grizzly Bears has 1 +1/+1 counter
