Feature: Unreviewed divergence fuzz-phase-b666b459c6 (phase against reference)

  @id:fuzz-phase-b666b459c6 @unreviewed @cr:601.2a @cr:601.2h @cr:601.2i
  Scenario: phase and reference disagree on the stack after Bob casts Censor from hand
    Unreviewed: found by differential testing (rulings fuzz --engine phase --against reference --examples 500 --seed 1) and shrunk by Hypothesis.
    The expectation is reference's answer; a person decides which engine is right, attaches the
    ruling or rule that decides it, removes @unreviewed and moves the scenario into features/.
    After the last action:
    reference 0.1.0: the stack, from the bottom, holds Traveling Chocobo and Censor
    phase 0.103.0: the stack, from the bottom, holds Censor and Traveling Chocobo
    Rules reference applied in that action: 601.2a, 601.2h, 601.2i.
    Divergence keys: fuzz-phase-b666b459c6.
    Triage (phase 0.103.0): passes on phase 0.103.0 now: the divergence was the adapter's

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Sazh's Chocobo
    And Alice has Plains and Traveling Chocobo in her hand
    And Alice has {G}{C}{C} in her mana pool
    And Bob has Censor in his hand
    And Bob has {U}{C} in his mana pool
    And Bob will choose Traveling Chocobo as targets
    When Alice casts Traveling Chocobo from her hand
    And Alice passes priority
    And Bob casts Censor from his hand
    Then the stack, from the bottom, holds Traveling Chocobo and Censor
