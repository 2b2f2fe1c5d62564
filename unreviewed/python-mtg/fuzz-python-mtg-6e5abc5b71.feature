Feature: Unreviewed divergence fuzz-python-mtg-6e5abc5b71 (python-mtg against reference)

  @id:fuzz-python-mtg-6e5abc5b71 @unreviewed @cr:305.1 @cr:603.2 @cr:603.3
  Scenario: python-mtg and reference disagree on counters after Alice plays Plains from hand
    Unreviewed: found by differential testing (rulings fuzz --engine python-mtg --against reference --examples 30 --seed 1) and shrunk by Hypothesis.
    The expectation is reference's answer; a person decides which engine is right, attaches the
    ruling or rule that decides it, removes @unreviewed and moves the scenario into features/.
    After the last action:
    reference 0.1.0: Sazh's Chocobo has 0 +1/+1 counters
    python-mtg 0.1.1: Sazh's Chocobo has 1 +1/+1 counter
    reference 0.1.0: Sazh's Chocobo is 0/1
    python-mtg 0.1.1: Sazh's Chocobo is 1/2
    Rules reference applied in that action: 305.1, 603.2, 603.3.
    Divergence keys: fuzz-python-mtg-6e5abc5b71, fuzz-python-mtg-020ae9c750.
    Triage (python-mtg 0.1.1): python-mtg 0.1.1's divergence: its standalone reproduction (fuzz-python-mtg-6e5abc5b71.py, python-mtg 0.1.1's own package alone) reproduces it

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Sazh's Chocobo
    And Alice has Plains in her hand
    When Alice plays Plains from her hand
    Then Sazh's Chocobo has 0 +1/+1 counters
    And Sazh's Chocobo is 0/1
