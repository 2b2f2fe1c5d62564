Feature: Warren Warleader: whenever you attack, a Rabbit token tapped and attacking, or +1/+1 for attacking creatures
  Warren Warleader {2}{W}{W} — Creature — Rabbit Knight 4/4: Offspring {2}. Whenever you attack, choose one —
  • Create a 1/1 white Rabbit creature token that's tapped and attacking. • Attacking creatures you control get
  +1/+1 until end of turn.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 508.4 (a creature put onto the battlefield attacking was never declared as an attacking
  creature, so abilities that trigger on attacking don't trigger for it), 508.1 and 603.2 ("whenever you attack"
  triggers as attackers are declared), 700.2 (choose one), 611.2c (+1/+1 for the creatures attacking as it
  resolves).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Warren Warleader

  @ruling:eadb332eec59 @cr:508.4
  Rule: The Rabbit token enters attacking, but wasn't declared as an attacker: attack triggers don't trigger for it
    Although the token enters attacking, it was never declared as an attacking creature. Abilities that
    trigger whenever a creature attacks won't trigger when that creature enters attacking.

    @id:blb-warren-warleader-token-attacking-no-trigger
    Scenario: The Rabbit token enters tapped and attacking, Warren Warleader's ability doesn't trigger again, and Bob is dealt 5 damage
      Given Alice will choose the mode "Create a 1/1 white Rabbit creature token that's tapped and attacking."
      When Alice attacks with Warren Warleader
      Then the triggered abilities put on the stack are 1 from Warren Warleader
      When all players pass priority
      Then Rabbit is attacking
      And Rabbit is tapped
      And no triggered ability is put on the stack
      When Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 15

    @id:blb-warren-warleader-pump-mode
    Scenario: Choosing +1/+1 instead: no token, and Warren Warleader attacks as a 5/5
      Given Alice will choose the mode "Attacking creatures you control get +1/+1 until end of turn."
      When Alice attacks with Warren Warleader
      And all players pass priority
      Then Warren Warleader is 5/5
      And Alice controls no Rabbit
      When Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 15

    @id:blb-warren-warleader-pump-only-attackers
    Scenario: +1/+1 goes only to attacking creatures: Grizzly Bears, not attacking, stays 2/2
      Given Alice controls Grizzly Bears
      And Alice will choose the mode "Attacking creatures you control get +1/+1 until end of turn."
      When Alice attacks with Warren Warleader
      And all players pass priority
      Then Warren Warleader is 5/5
      And Grizzly Bears is 2/2
