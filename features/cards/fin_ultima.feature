Feature: Ultima: destroy all artifacts and creatures, then end the turn (723.1)
  Ultima {3}{W}{W} — Sorcery. "Destroy all artifacts and creatures. End the turn." Ending the turn exiles every
  object on the stack, the resolving spell among them (723.1a), removes every creature from combat (723.1b),
  checks state-based actions with no player getting priority and no triggered ability put on the stack
  (723.1c), then skips straight to the cleanup step, which happens in its entirety (723.1d, 514).

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source (wingedsheep/argentum-engine).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:fin-ultima-ends-the-turn-dies-triggers-never-resolve @ruling:76654641681c @cr:723.1a @cr:723.1c @cr:723.1d
  Scenario: Ultima destroys Bob's Al Bhed Salvagers and ends the turn: Ultima is exiled, the dies ability never resolves, and it is Bob's turn
    Ending the turn happens in order: (1) all spells and abilities on the stack are exiled, including the dies
    triggers from destroying all artifacts and creatures and Ultima itself, even ones that can't be countered;
    (2) attacking and blocking creatures are removed from combat; (3) state-based actions are checked, no player
    gets priority, and no triggered abilities are put onto the stack; (4) the game skips straight to the cleanup
    step, which happens in its entirety. Wording as recorded by wingedsheep/argentum-engine only (single source);
    the rulings file suspects it is paraphrased. Its words look wrong in one place: the dies abilities that
    trigger as Ultima resolves are never on the stack to be exiled; they are waiting to be put there, and 723.1c
    says they never are. The outcome is the same: Al Bhed Salvagers' ability does nothing.

    Given Bob controls Al Bhed Salvagers
    And Alice has Ultima in her hand
    And Alice has {W}{W}{W}{W}{W} in her mana pool
    And Bob's library, from the top, is Swamp
    When Alice casts Ultima from her hand
    And all players pass priority until the stack is empty
    Then Ultima is in exile
    And Bob has Al Bhed Salvagers in his graveyard
    And Alice's life total is 20
    And Bob's life total is 20
    And it is Bob's upkeep

  @id:fin-ultima-boundary-no-end-the-turn @ruling:76654641681c @cr:603.3b @cr:608.2n
  Scenario: Without "end the turn", Akroma's Vengeance destroying Al Bhed Salvagers lets its dies ability resolve
    Ending the turn happens in order: (1) all spells and abilities on the stack are exiled, including the dies
    triggers from destroying all artifacts and creatures and Ultima itself, even ones that can't be countered;
    (2) attacking and blocking creatures are removed from combat; (3) state-based actions are checked, no player
    gets priority, and no triggered abilities are put onto the stack; (4) the game skips straight to the cleanup
    step, which happens in its entirety. Wording as recorded by wingedsheep/argentum-engine only (single source).
    The boundary: a spell that destroys the same permanents without ending the turn goes to the graveyard, the
    dies ability is put on the stack and resolves, and the turn goes on.

    Given Bob controls Al Bhed Salvagers
    And Alice has Akroma's Vengeance in her hand
    And Alice has {W}{W}{W}{W}{W}{W} in her mana pool
    And Bob will choose Alice as targets
    When Alice casts Akroma's Vengeance from her hand
    And all players pass priority until the stack is empty
    Then Alice has Akroma's Vengeance in her graveyard
    And Bob has Al Bhed Salvagers in his graveyard
    And Alice's life total is 19
    And Bob's life total is 21
    And it is Alice's precombat main phase

  @id:fin-ultima-cleanup-discards-to-hand-size @ruling:76654641681c @cr:723.1d @cr:514.1
  Scenario: The cleanup step Ultima skips to happens in its entirety: Alice discards down to seven cards
    Ending the turn happens in order: (1) all spells and abilities on the stack are exiled, including the dies
    triggers from destroying all artifacts and creatures and Ultima itself, even ones that can't be countered;
    (2) attacking and blocking creatures are removed from combat; (3) state-based actions are checked, no player
    gets priority, and no triggered abilities are put onto the stack; (4) the game skips straight to the cleanup
    step, which happens in its entirety. Wording as recorded by wingedsheep/argentum-engine only (single source).
    Alice holds eight cards after casting Ultima, so the cleanup step has her discard one (514.1).

    Given Alice has Ultima, Island, Island, Island, Island, Island, Island, Island and Island in her hand
    And Alice has {W}{W}{W}{W}{W} in her mana pool
    And Alice will choose Island to discard
    And Bob's library, from the top, is Swamp
    When Alice casts Ultima from her hand
    And all players pass priority until the stack is empty
    Then Alice has Island in her graveyard
    And Alice has 7 Island in her hand
    And it is Bob's upkeep
