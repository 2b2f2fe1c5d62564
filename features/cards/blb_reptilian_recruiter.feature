Feature: Reptilian Recruiter: gain control of a creature until end of turn, untap it, and it gains haste
  Reptilian Recruiter {3}{R}{R} — Creature — Lizard Warrior 4/2: Trample. When this creature enters, choose
  target creature. If that creature's power is 2 or less or if you control another Lizard, gain control of
  that creature until end of turn, untap it, and it gains haste until end of turn.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions, ReptilianRecruiter.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 115.1 (any creature is
  a legal target), 608.2c (the "if" is checked as the ability resolves), 613.1b (control-changing effects,
  layer 2), 514.2 (an "until end of turn" effect ends in the cleanup step), 302.6 (a creature that changed
  controller this turn can attack only with haste).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:a182fbb649c3 @cr:115.1 @cr:608.2c @cr:613.1b
  Rule: Any creature can be targeted; whether anything happens depends on the condition as the ability resolves
    You can target any creature with Reptilian Recruiter's triggered ability. Whether or not the ability does
    anything when it resolves will depend on whether the condition is met at that time.

    @id:blb-reptilian-recruiter-small-creature-stolen
    Scenario: Bob's tapped Grizzly Bears, power 2: Alice gains control of it, it untaps, and it can attack this turn
      Given Bob controls Grizzly Bears (tapped)
      And Alice has Reptilian Recruiter in her hand
      And Alice has {R}{R}{C}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears as targets
      When Alice casts Reptilian Recruiter from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears
      And Grizzly Bears is untapped
      When the game advances to Alice's beginning of combat step
      And Alice attacks with Grizzly Bears
      Then Grizzly Bears is attacking

    @id:blb-reptilian-recruiter-control-ends-at-end-of-turn
    Scenario: Control of Grizzly Bears lasts until end of turn: in Bob's upkeep Bob controls it again
      Given Bob controls Grizzly Bears
      And Alice has Reptilian Recruiter in her hand
      And Alice has {R}{R}{C}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears as targets
      When Alice casts Reptilian Recruiter from her hand
      And all players pass priority until the stack is empty
      And the game advances to Bob's upkeep step
      Then Bob controls Grizzly Bears
      And Alice controls no Grizzly Bears

    @id:blb-reptilian-recruiter-big-creature-targeted-nothing-happens
    Scenario: Bob's Reptilian Recruiter, power 4, can be targeted, but with no other Lizard Alice doesn't gain control of it
      Given Bob controls Reptilian Recruiter
      And Alice has Reptilian Recruiter in her hand
      And Alice has {R}{R}{C}{C}{C} in her mana pool
      And Alice will choose Bob's Reptilian Recruiter as targets
      When Alice casts Reptilian Recruiter from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Reptilian Recruiter
      When all players pass priority until the stack is empty
      Then Bob controls 1 Reptilian Recruiter
      And Alice controls 1 Reptilian Recruiter

    @id:blb-reptilian-recruiter-another-lizard-big-creature-stolen
    Scenario: With Flamecache Gecko, another Lizard, Alice gains control of Bob's Reptilian Recruiter although its power is 4
      Given Alice controls Flamecache Gecko
      And Bob controls Reptilian Recruiter
      And Alice has Reptilian Recruiter in her hand
      And Alice has {R}{R}{C}{C}{C} in her mana pool
      And Alice will choose Bob's Reptilian Recruiter as targets
      When Alice casts Reptilian Recruiter from her hand
      And all players pass priority until the stack is empty
      Then Alice controls 2 Reptilian Recruiter
      And Bob controls no Reptilian Recruiter
