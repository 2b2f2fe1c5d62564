Feature: Junkblade Bruiser: "whenever you expend 4" triggers on the fourth mana spent on spells, once in the turn
  Junkblade Bruiser {3}{R/G}{R/G} — Creature — Raccoon Berserker 4/5: Trample. Whenever you expend 4, this
  creature gets +2/+1 until end of turn. (You expend 4 as you spend your fourth total mana to cast spells during a
  turn.)

  Ruling: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card definitions).
  CR 700.14 (a player expends N as they spend their Nth total mana to cast spells in a turn, once each turn),
  601.2h (the mana is spent as the spell's total cost is paid), 603.2 (the ability triggers on that event),
  611.2a and 514.2 (the +2/+1 lasts until the cleanup step). Grizzly Bears costs {1}{G}, Llanowar Elves {G}.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Junkblade Bruiser

  @ruling:40cd430742b9 @cr:700.14 @cr:601.2h
  Rule: "Whenever you expend 4" triggers as the fourth mana is spent on spells, and not again that turn
    Abilities that trigger whenever you "expend N" only trigger when you reach that specific amount of mana
    spent on casting spells that turn. This can only happen once per turn.

    @id:blb-junkblade-bruiser-40cd43
    Scenario: Alice casts two Grizzly Bears, then Llanowar Elves: Junkblade Bruiser's ability triggers on the fourth mana only
      Given Alice has Grizzly Bears, Grizzly Bears and Llanowar Elves in her hand
      And Alice has {G}{C}{G}{C}{G} in her mana pool
      When Alice casts Grizzly Bears from her hand
      And all players pass priority until the stack is empty
      Then no triggered ability is put on the stack
      When Alice casts Grizzly Bears from her hand
      Then the triggered abilities put on the stack are 1 from Junkblade Bruiser
      When all players pass priority until the stack is empty
      Then Junkblade Bruiser is 6/6
      When Alice casts Llanowar Elves from her hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Junkblade Bruiser is 6/6

    @id:blb-junkblade-bruiser-40cd43-three-mana
    Scenario: Alice spends only three mana on spells this turn: Junkblade Bruiser's ability doesn't trigger
      Given Alice has Grizzly Bears and Llanowar Elves in her hand
      And Alice has {G}{C}{G} in her mana pool
      When Alice casts Grizzly Bears from her hand
      And all players pass priority until the stack is empty
      And Alice casts Llanowar Elves from her hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Junkblade Bruiser is 4/5
