Feature: Scavenger's Talent: its sacrifice trigger, once per permanent sacrificed, resolves before what the sacrifice paid for
  Scavenger's Talent {B} — Enchantment — Class: Whenever one or more creatures you control die, create a Food
  token. This ability triggers only once each turn.
  {1}{B}: Level 2 — Whenever you sacrifice a permanent, target player mills two cards.
  {2}{B}: Level 3 — At the beginning of your end step, you may sacrifice three other nonland permanents. If you
  do, return a creature card from your graveyard to the battlefield with a finality counter on it.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 716.2a (class levels), 701.21a (sacrifice), 603.2c (one event of several permanents
  triggers an ability once for each), 603.3 (triggered abilities go on the stack the next time a player would
  receive priority: above the ability whose cost made them trigger), 602.2 (a cost is paid while activating),
  608.2c (the level 3 ability's card is chosen after the sacrifice, as it resolves), 122.1h (finality counter).
  The Food token's ability: "{2}, {T}, Sacrifice this token: You gain 3 life."

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Scavenger's Talent
    And Bob's library, from the top, is Island, Island, Island, Island, Island, Island

  @ruling:794ce8de3456 @cr:608.2c @cr:701.21a @cr:122.1h
  Rule: The level 3 ability may return one of the creatures it sacrificed
    The creature card you return from your graveyard with Scavenger's Talent's level 3 class ability may be one
    of the nonland permanents you sacrificed.

    @id:blb-scavengers-talent-returns-a-sacrificed-creature
    Scenario: Alice sacrifices Grizzly Bears, Memnite and Llanowar Elves at her end step and returns Grizzly Bears with a finality counter
      Given Alice controls Grizzly Bears, Memnite and Llanowar Elves
      And Alice has {B}{B}{C}{C}{C} in her mana pool
      And Alice will answer the "you may" choices with yes
      And Alice will choose Grizzly Bears, then Memnite to sacrifice
      And Alice will choose Grizzly Bears to return
      And Alice will put her triggered abilities on the stack in the order Scavenger's Talent, then Scavenger's Talent, then Scavenger's Talent, then Scavenger's Talent
      And Alice will choose Bob, then Bob, then Bob as targets
      When Alice activates Scavenger's Talent's "{1}{B}: Level 2" ability
      And all players pass priority
      And Alice activates Scavenger's Talent's "{2}{B}: Level 3" ability
      And all players pass priority
      And the game advances to Alice's end step
      And all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears and Food
      And Grizzly Bears has 1 finality counter
      And Alice has Memnite and Llanowar Elves in her graveyard

    @id:blb-scavengers-talent-returns-a-creature-already-there
    Scenario: Alice sacrifices three creatures and returns Typhoid Rats, a creature card already in her graveyard
      Given Alice controls Grizzly Bears, Memnite and Llanowar Elves
      And Alice has Typhoid Rats in her graveyard
      And Alice has {B}{B}{C}{C}{C} in her mana pool
      And Alice will answer the "you may" choices with yes
      And Alice will choose Grizzly Bears, then Memnite to sacrifice
      And Alice will choose Typhoid Rats to return
      And Alice will put her triggered abilities on the stack in the order Scavenger's Talent, then Scavenger's Talent, then Scavenger's Talent, then Scavenger's Talent
      And Alice will choose Bob, then Bob, then Bob as targets
      When Alice activates Scavenger's Talent's "{1}{B}: Level 2" ability
      And all players pass priority
      And Alice activates Scavenger's Talent's "{2}{B}: Level 3" ability
      And all players pass priority
      And the game advances to Alice's end step
      And all players pass priority until the stack is empty
      Then Alice controls Typhoid Rats
      And Typhoid Rats has 1 finality counter
      And Alice has Grizzly Bears, Memnite and Llanowar Elves in her graveyard

  @ruling:8e0cb6d4efe3 @cr:603.3 @cr:602.2
  Rule: A permanent sacrificed to pay a cost: the level 2 ability resolves before the ability it paid for
    If you sacrifice a permanent as part of casting a spell or activating an ability, Scavenger's Talent's level
    2 class ability will resolve before that spell or ability.

    @id:blb-scavengers-talent-trigger-above-food
    Scenario: At level 2, Alice sacrifices a Food to gain 3 life: the level 2 ability goes on the stack above it and resolves first
      Given Alice controls Food
      And Alice has {B}{C}{C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice activates Scavenger's Talent's "{1}{B}: Level 2" ability
      And all players pass priority
      And Alice activates Food's "{2}, {T}, Sacrifice this token" ability
      Then the stack, from the bottom, holds Food's activated ability and Scavenger's Talent's triggered ability
      When all players pass priority
      Then Bob has 2 Island in his graveyard
      And Alice's life total is 20
      When all players pass priority
      Then Alice's life total is 23

    @id:blb-scavengers-talent-level-1-no-trigger
    Scenario: At level 1, Alice sacrifices a Food to gain 3 life: no ability triggers
      Given Alice controls Food
      And Alice has {C}{C} in her mana pool
      When Alice activates Food's "{2}, {T}, Sacrifice this token" ability
      Then the stack, from the bottom, holds Food's activated ability

  @ruling:9122fa4243fa @cr:603.2c @cr:701.21a
  Rule: Several permanents sacrificed at once: the level 2 ability triggers for each
    Scavenger's Talent's level 2 class ability will trigger when you sacrifice it. If you sacrifice other
    permanents at the same time, it triggers for them as well.

    No card of the reference engine's data can sacrifice Scavenger's Talent itself: these scenarios show the
    second sentence (several permanents sacrificed at the same time) and its boundary (one). Advancing to the
    end step resolves what triggers there: the level 3 ability, then the four it makes trigger (three level 2
    abilities and the Food one, once for the three creatures that die at once).

    @id:blb-scavengers-talent-three-sacrificed-three-triggers
    Scenario: At level 3, Alice sacrifices three permanents at once: the level 2 ability triggers three times, Bob mills six
      Given Alice controls Grizzly Bears, Memnite and Llanowar Elves
      And Alice has {B}{B}{C}{C}{C} in her mana pool
      And Alice will answer the "you may" choices with yes
      And Alice will choose Grizzly Bears, then Memnite to sacrifice
      And Alice will choose Grizzly Bears to return
      And Alice will put her triggered abilities on the stack in the order Scavenger's Talent, then Scavenger's Talent, then Scavenger's Talent, then Scavenger's Talent
      And Alice will choose Bob, then Bob, then Bob as targets
      When Alice activates Scavenger's Talent's "{1}{B}: Level 2" ability
      And all players pass priority
      And Alice activates Scavenger's Talent's "{2}{B}: Level 3" ability
      And all players pass priority
      And the game advances to Alice's end step
      Then the triggered abilities put on the stack are 5 from Scavenger's Talent
      And Bob has 6 Island in his graveyard

    @id:blb-scavengers-talent-one-sacrificed-one-trigger
    Scenario: At level 2, Alice sacrifices one Food: the level 2 ability triggers once, Bob mills two
      Given Alice controls Food
      And Alice has {B}{C}{C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice activates Scavenger's Talent's "{1}{B}: Level 2" ability
      And all players pass priority
      And Alice activates Food's "{2}, {T}, Sacrifice this token" ability
      Then the triggered abilities put on the stack are 1 from Scavenger's Talent
      When all players pass priority until the stack is empty
      Then Bob has 2 Island in his graveyard
