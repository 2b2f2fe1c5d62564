Feature: Sinister Monolith: its beginning-of-combat ability triggers with no creature on the battlefield
  Sinister Monolith {3}{B} — Artifact: At the beginning of combat on your turn, each opponent loses 1 life and
  you gain 1 life. {T}, Pay 2 life, Sacrifice this artifact: Draw two cards. Activate only as a sorcery.

  Ruling: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 506.1 and 507.1: the combat phase and its beginning of combat step happen every turn,
  whether or not a creature could attack; 603.2: the ability triggers as that step begins; the trigger says
  "on your turn", so it doesn't trigger on an opponent's.

  @ruling:295aa79a78ff @cr:506.1 @cr:507.1 @cr:603.2
  Rule: The beginning of combat step happens every turn, even with no creature that could attack
    The beginning of combat step happens every turn, even if there are no creatures on the battlefield that
    could attack.

    @id:blb-sinister-monolith-triggers-with-no-creatures
    Scenario: No creature is on the battlefield: Sinister Monolith's ability triggers at Alice's beginning of combat
      Given a game between Alice and Bob
      And it is Alice's precombat main phase
      And Alice controls Sinister Monolith
      When the game advances to Alice's beginning of combat step
      Then the triggered abilities put on the stack are 1 from Sinister Monolith
      When all players pass priority until the stack is empty
      Then Bob's life total is 19
      And Alice's life total is 21

    @id:blb-sinister-monolith-not-on-opponents-turn
    Scenario: On Bob's turn, Alice's Sinister Monolith doesn't trigger at the beginning of combat
      Given a game between Alice and Bob
      And it is Bob's precombat main phase
      And Alice controls Sinister Monolith
      When the game advances to Bob's beginning of combat step
      Then no triggered ability is put on the stack
      And Bob's life total is 20
      And Alice's life total is 20
