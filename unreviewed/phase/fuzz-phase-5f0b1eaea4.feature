Feature: Unreviewed divergence fuzz-phase-5f0b1eaea4 (phase against reference)

  @id:fuzz-phase-5f0b1eaea4 @unreviewed @cr:117.4 @cr:608.3 @cr:603.2 @cr:603.2d @cr:603.3
  Scenario: phase and reference disagree on the stack after all players pass priority
    Unreviewed: found by differential testing (rulings fuzz --engine phase --against reference --examples 500 --seed 1) and shrunk by Hypothesis.
    The expectation is reference's answer; a person decides which engine is right, attaches the
    ruling or rule that decides it, removes @unreviewed and moves the scenario into features/.
    After the last action:
    reference 0.1.0: the stack, from the bottom, holds Gilded Goose's triggered ability and Gilded Goose's triggered ability
    phase 0.103.0: the stack, from the bottom, holds Gilded Goose's triggered ability
    reference 0.1.0: the triggered abilities put on the stack are 2 from Gilded Goose
    phase 0.103.0: the triggered abilities put on the stack are 1 from Gilded Goose
    Rules reference applied in that action: 117.4, 608.3, 603.2, 603.2d, 603.3.
    Divergence keys: fuzz-phase-5f0b1eaea4, fuzz-phase-e743615213.
    Triage (phase 0.103.0): phase 0.103.0's divergence: its standalone reproduction (fuzz-phase-5f0b1eaea4.py, phase 0.103.0's own package alone) reproduces it

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Traveling Chocobo
    And Alice has Gilded Goose in her hand
    And Alice has {G} in her mana pool
    When Alice casts Gilded Goose from her hand
    And all players pass priority
    Then the stack, from the bottom, holds Gilded Goose's triggered ability and Gilded Goose's triggered ability
    And the triggered abilities put on the stack are 2 from Gilded Goose
