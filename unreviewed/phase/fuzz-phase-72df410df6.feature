Feature: Unreviewed divergence fuzz-phase-72df410df6 (phase against reference)

  @id:fuzz-phase-72df410df6 @unreviewed @cr:117.4 @cr:608.3 @cr:603.2 @cr:603.2d @cr:603.3 @cr:608.2 @cr:111.2
  Scenario: phase and reference disagree on the permanents controlled after players pass priority until the stack is empty
    Unreviewed: found by differential testing (rulings fuzz --engine phase --against reference --examples 500 --seed 1) and shrunk by Hypothesis.
    The expectation is reference's answer; a person decides which engine is right, attaches the
    ruling or rule that decides it, removes @unreviewed and moves the scenario into features/.
    After the last action:
    reference 0.1.0: Alice controls 2 Food
    phase 0.103.0: Alice controls 1 Food
    reference 0.1.0: the triggered abilities put on the stack are 2 from Gilded Goose
    phase 0.103.0: the triggered abilities put on the stack are 1 from Gilded Goose
    Rules reference applied in that action: 117.4, 608.3, 603.2, 603.2d, 603.3, 608.2, 111.2.
    Divergence keys: fuzz-phase-72df410df6, fuzz-phase-1ab6094e14.
    Triage (phase 0.103.0): phase 0.103.0's divergence: its standalone reproduction (fuzz-phase-72df410df6.py, phase 0.103.0's own package alone) reproduces it

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Traveling Chocobo
    And Alice has Gilded Goose in her hand
    And Alice has {G} in her mana pool
    When Alice casts Gilded Goose from her hand
    And all players pass priority until the stack is empty
    Then Alice controls 2 Food
    And the triggered abilities put on the stack are 2 from Gilded Goose
