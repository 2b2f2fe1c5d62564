Feature: Muerra, Trash Tactician: its mana ability-like trigger uses the stack, a color chosen for each Raccoon; expend 4
  Muerra, Trash Tactician {1}{R}{G} — Legendary Creature — Raccoon Warrior 2/4: At the beginning of your first
  main phase, add {R} or {G} for each Raccoon you control. Whenever you expend 4, you gain 3 life. (You expend 4
  as you spend your fourth total mana to cast spells during a turn.) Whenever you expend 8, exile the top two
  cards of your library. Until the end of your next turn, you may play those cards.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 605.1b (a triggered mana ability triggers from activating or resolving a mana ability or
  from mana being added; Muerra's triggers on a step, so it isn't one), 603.3 (it goes on the stack and can be
  responded to), 608.2h (the Raccoons are counted as it resolves), 106.3 (adding mana), 700.14 (expend).
  Scrapshooter (a Raccoon Archer 4/4) is here only as a second Raccoon: no scenario of this feature promises its
  gift, which is modelled and has its own scenarios (blb_scrapshooter.feature).

  Background:
    Given a game between Alice and Bob
    And it is Alice's upkeep step
    And Alice controls Muerra, Trash Tactician
    And Alice's library, from the top, is Island

  @ruling:294f8eb02e3f @cr:605.1b @cr:603.3 @cr:608.2h
  Rule: Muerra's first ability isn't a mana ability: it uses the stack and can be responded to
    Muerra's first ability is not a mana ability. It uses the stack and can be responded to.

    @id:blb-muerra-trigger-on-stack-responded
    Scenario: Muerra's ability goes on the stack; Bob destroys Muerra in response: no Raccoon is left, no mana is added
      Given Bob has Murder in his hand
      And Bob controls 3 Swamp
      And Bob will choose Muerra, Trash Tactician as targets
      When all players pass priority
      And all players pass priority
      Then it is Alice's precombat main phase
      And the stack, from the bottom, holds Muerra, Trash Tactician's triggered ability
      When Alice passes priority
      And Bob casts Murder from his hand by tapping 3 Swamp
      And all players pass priority until the stack is empty
      Then Alice has Muerra, Trash Tactician in her graveyard
      And Alice's mana pool is empty

    @id:blb-muerra-trigger-resolves
    Scenario: Muerra's ability goes on the stack and resolves: Alice adds {R}
      Given Alice will choose R as the type of mana
      When all players pass priority
      And all players pass priority
      Then the stack, from the bottom, holds Muerra, Trash Tactician's triggered ability
      When all players pass priority
      Then Alice's mana pool is {R}

  @ruling:631d59648210 @cr:106.3 @cr:608.2h
  Rule: A color is chosen for each Raccoon: the mana needn't be of one color
    You choose {R} or {G} for each Raccoon you control. You aren't limited to only one color of mana.

    @id:blb-muerra-two-raccoons-two-colors
    Scenario: Alice controls Muerra and Scrapshooter, two Raccoons: she chooses {R} for one and {G} for the other
      Given Alice controls Scrapshooter
      And Alice will choose R, then G as the type of mana
      When the game advances to Alice's precombat main phase
      Then Alice's mana pool is {R}{G}

    @id:blb-muerra-one-raccoon-one-mana
    Scenario: Alice controls Muerra and Grizzly Bears, one Raccoon: she adds one mana only
      Given Alice controls Grizzly Bears
      And Alice will choose G as the type of mana
      When the game advances to Alice's precombat main phase
      Then Alice's mana pool is {G}

  @cr:700.14
  Rule: Alice expends 4 as she spends her fourth total mana on spells in a turn
    CR 700.14: a player expends N as they spend their Nth total mana to cast spells during a turn; Muerra's
    "whenever you expend 4" ability triggers then, not before.

    @id:blb-muerra-expend-4
    Scenario: Alice casts two Grizzly Bears for {1}{G} each: with the fourth mana she expends 4 and gains 3 life
      Given it is Alice's precombat main phase
      And Alice has 2 Grizzly Bears in her hand
      And Alice has {G}{G}{C}{C} in her mana pool
      When Alice casts Grizzly Bears from her hand
      And all players pass priority until the stack is empty
      Then Alice's life total is 20
      When Alice casts Grizzly Bears from her hand
      Then the triggered abilities put on the stack are 1 from Muerra, Trash Tactician
      When all players pass priority until the stack is empty
      Then Alice's life total is 23

    @id:blb-muerra-expend-4-once
    Scenario: Alice casts three Grizzly Bears, six mana: she expends 4 once, and gains 3 life once
      Given it is Alice's precombat main phase
      And Alice has 3 Grizzly Bears in her hand
      And Alice has {G}{G}{G}{C}{C}{C} in her mana pool
      When Alice casts Grizzly Bears from her hand
      And all players pass priority until the stack is empty
      And Alice casts Grizzly Bears from her hand
      And all players pass priority until the stack is empty
      And Alice casts Grizzly Bears from her hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Alice's life total is 23
