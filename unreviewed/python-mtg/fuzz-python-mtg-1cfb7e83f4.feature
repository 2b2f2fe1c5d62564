Feature: Unreviewed divergence fuzz-python-mtg-1cfb7e83f4 (python-mtg against reference)

  @id:fuzz-python-mtg-1cfb7e83f4 @unreviewed @cr:305.1 @cr:614.1c @cr:603.2 @cr:603.2d @cr:603.3
  Scenario: python-mtg and reference disagree on whether the action is accepted after Alice plays Jidoor, Aristocratic Capital from hand
    Unreviewed: found by differential testing (rulings fuzz --engine python-mtg --against reference --examples 30 --seed 1) and shrunk by Hypothesis.
    The expectation is reference's answer; a person decides which engine is right, attaches the
    ruling or rule that decides it, removes @unreviewed and moves the scenario into features/.
    After the last action:
    reference 0.1.0: accepted
    python-mtg 0.1.1: rejected: python-mtg lists no legal move to play Jidoor, Aristocratic Capital from Alice's hand (its legal moves: pass)
    Rules reference applied in that action: 305.1, 614.1c, 603.2, 603.2d, 603.3.
    Divergence keys: fuzz-python-mtg-1cfb7e83f4.
    Triage (python-mtg 0.1.1): unsupported, the adapter's, not python-mtg 0.1.1's: python-mtg can't do this: cards python-mtg doesn't implement (it would silently do nothing for them): python-mtg's card corpus has no Jidoor, Aristocratic Capital; nothing in python-mtg (its modules, its datalog rules) reads Traveling Chocobo's permission 'look_at_top_card'; nothing in python-mtg (its modules, its datalog rules) reads Traveling Chocobo's permission 'may_play_lands_and_cast_bird_spells_from_the_top_of_your_library'

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Traveling Chocobo and Sazh's Chocobo
    And Alice has Jidoor, Aristocratic Capital in her hand
    When Alice plays Jidoor, Aristocratic Capital from her hand
