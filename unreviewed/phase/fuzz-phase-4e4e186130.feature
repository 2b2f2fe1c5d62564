Feature: Unreviewed divergence fuzz-phase-4e4e186130 (phase against reference)

  @id:fuzz-phase-4e4e186130 @unreviewed @cr:602.2 @cr:605.3b @cr:106.12 @cr:106.12b @cr:106.4 @cr:106.12a @cr:605.4a
  Scenario: phase and reference disagree on a mana pool after Alice activates Plains's "{T}:" ability
    Unreviewed: found by differential testing (rulings fuzz --engine phase --against reference --examples 500 --seed 1) and shrunk by Hypothesis.
    The expectation is reference's answer; a person decides which engine is right, attaches the
    ruling or rule that decides it, removes @unreviewed and moves the scenario into features/.
    After the last action:
    reference 0.1.0: Alice's mana pool is {B}{B}
    phase 0.103.0: Alice's mana pool is {W}{B}
    Rules reference applied in that action: 602.2, 605.3b, 106.12, 106.12b, 106.4, 106.12a, 605.4a.
    Divergence keys: fuzz-phase-4e4e186130.
    Triage (phase 0.103.0): unsupported, the adapter's, not phase 0.103.0's: phase can't do this: can't tell which of phase's abilities of Plains is "{T}:" (phase describes them as: None)

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Plains, Mana Flare and Contamination
    When Alice activates Plains's "{T}:" ability
    Then Alice's mana pool is {B}{B}
