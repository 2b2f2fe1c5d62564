Feature: Freestrider Commando: cast without paying its mana cost but with mana spent on a cost increase, no counters
  Freestrider Commando {2}{G} — Creature — Centaur Mercenary 3/3: This creature enters with two +1/+1 counters
  on it if it wasn't cast or no mana was spent to cast it. Plot {3}{G}.
  Aven Interrupter {1}{W}{W} — Creature — Bird Rogue 2/2: Flash. Flying. When this creature enters, exile target
  spell. It becomes plotted. Spells your opponents cast from graveyards or from exile cost {2} more to cast.

  Ruling: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 118.9 and 118.9d (without paying its mana cost, a cost increase is still paid), 601.2f (the
  total cost), 601.2h (mana spent to cast it), 614.1c (enters with counters).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Forest and Forest
    And Alice has Freestrider Commando in her hand
    And Alice has {G}{C}{C}{C} in her mana pool
    And Alice's library, from the top, is Plains, Plains and Plains
    And Bob's library, from the top, is Mountain, Mountain and Mountain

  @ruling:907579d9fbf6 @cr:118.9d @cr:601.2f @cr:614.1c
  Rule: Mana paid for a cost increase is mana spent to cast it: no counters
    If Freestrider Commando is cast without paying its mana cost but you paid mana for additional costs or cost
    increases (such as from Aven Interrupter), Freestrider Commando won't enter with +1/+1 counters.

    @id:otj-freestrider-cost-increase-paid-no-counters
    Scenario: Bob controls Aven Interrupter: the plotted Freestrider Commando costs {2}, paid, so it enters without counters
      Given Bob controls Aven Interrupter
      When Alice plots Freestrider Commando from her hand
      And the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice tries to cast Freestrider Commando from exile
      Then that is rejected by rule 601.2h
      When Alice casts Freestrider Commando from exile by tapping Forest and Forest
      And all players pass priority until the stack is empty
      Then Freestrider Commando has 0 +1/+1 counters
      And Freestrider Commando is 3/3

    @id:otj-freestrider-no-mana-spent-counters
    Scenario: With no cost increase, the plotted Freestrider Commando is cast with no mana and enters with two counters
      When Alice plots Freestrider Commando from her hand
      And the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice casts Freestrider Commando from exile
      And all players pass priority until the stack is empty
      Then Freestrider Commando has 2 +1/+1 counters
      And Freestrider Commando is 5/5
