Feature: Lazav, Familiar Stranger: on the turn's first crime, a +1/+1 counter, then maybe a copy of an exiled creature card
  Lazav, Familiar Stranger {1}{U}{B} — Legendary Creature — Shapeshifter 1/4: Whenever you commit a crime,
  put a +1/+1 counter on Lazav. Then you may exile a card from a graveyard. If a creature card was exiled this
  way, you may have Lazav become a copy of that card until end of turn. This ability triggers only once each
  turn.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions, LazavFamiliarStranger.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 700.13 (committing
  a crime: Lightning Bolt targeting Bob), 603.2 ("triggers only once each turn"), 608.2c (the instructions,
  in order, while the ability resolves), 707.2 (a copy has the copiable values of the card; counters aren't
  copiable values and stay), 611.2a and 514.2 (an "until end of turn" effect ends in the cleanup step).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Lazav, Familiar Stranger

  @ruling:253b65cea15e @cr:603.2 @cr:700.13
  Rule: Lazav's ability triggers on the turn's first crime only
    Lazav's ability triggers only once each turn, the first time you commit a crime that turn. Committing
    additional crimes that turn won't cause it to trigger again.

    @id:otj-lazav-second-crime-no-trigger
    Scenario: Two Lightning Bolts at Bob, two crimes: Lazav's ability triggers for the first only, and Lazav gets one counter
      Given Alice has Lightning Bolt and Lightning Bolt in her hand
      And Alice has {R}{R} in her mana pool
      And Alice will choose Bob, then Bob as targets
      When Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Lazav, Familiar Stranger
      When all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Lazav, Familiar Stranger has 1 +1/+1 counter

    @id:otj-lazav-no-crime-no-trigger
    Scenario: Lightning Bolt at Alice herself is no crime: the next spell, at Bob, is the turn's first crime and triggers Lazav
      Given Alice has Lightning Bolt and Lightning Bolt in her hand
      And Alice has {R}{R} in her mana pool
      And Alice will choose Alice, then Bob as targets
      When Alice casts Lightning Bolt from her hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Lazav, Familiar Stranger

  @ruling:4530d6f3cb56 @cr:608.2c @cr:707.2
  Rule: The card is exiled and Lazav becomes a copy of it while the ability resolves
    You exile the card from a graveyard and have Lazav become a copy of it all while the ability is resolving.

    @id:otj-lazav-exile-and-copy-on-resolution
    Scenario: When the ability resolves, Grizzly Bears from Bob's graveyard is exiled and Lazav is a copy of it, before Lightning Bolt resolves
      Given Bob has Grizzly Bears in his graveyard
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob as targets
      And Alice will answer the "you may" choices with yes, then yes
      And Alice will choose Grizzly Bears to exile
      When Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then Grizzly Bears is in exile
      And Alice controls Grizzly Bears
      And Alice controls no Lazav, Familiar Stranger
      And the stack, from the bottom, holds Lightning Bolt

    @id:otj-lazav-noncreature-card-no-copy
    Scenario: The card exiled is Lightning Bolt, no creature card: Lazav stays Lazav
      Given Bob has Lightning Bolt in his graveyard
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob as targets
      And Alice will answer the "you may" choices with yes
      And Alice will choose Lightning Bolt to exile
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Lightning Bolt is in exile
      And Alice controls Lazav, Familiar Stranger
      And Lazav, Familiar Stranger is 2/5

  @ruling:05a95a27f495 @cr:707.2 @cr:613.1a
  Rule: Lazav copies the card's printed values and keeps its counters
    Lazav copies the printed values of the exiled creature card (as modified by any copy effects), plus any
    other copy effects. It keeps its +1/+1 counters and any other counters on it.

    @id:otj-lazav-copy-keeps-counter
    Scenario: Lazav as a copy of Grizzly Bears, with its +1/+1 counter, is a 3/3 Bear
      Given Bob has Grizzly Bears in his graveyard
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob as targets
      And Alice will answer the "you may" choices with yes, then yes
      And Alice will choose Grizzly Bears to exile
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then the Grizzly Bears Alice controls has 3/3, subtype Bear and not a token
      And Grizzly Bears has 1 +1/+1 counter

    @id:otj-lazav-copy-printed-types
    Scenario: Lazav as a copy of Memnite has Memnite's printed types: an artifact creature, 2/2 with its counter
      Given Alice has Memnite in her graveyard
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob as targets
      And Alice will answer the "you may" choices with yes, then yes
      And Alice will choose Memnite to exile
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then the Memnite Alice controls has 2/2, card types Artifact/Creature and subtype Construct

  @ruling:765f516b627c @cr:611.2a @cr:514.2
  Rule: The copy effect lasts until end of turn
    The copy effect lasts until end of turn. After that, Lazav reverts to being Lazav, Familiar Stranger.

    @id:otj-lazav-reverts-after-cleanup
    Scenario: In Bob's upkeep, Lazav is Lazav, Familiar Stranger again, 2/5 with its counter
      Given Bob has Grizzly Bears in his graveyard
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob as targets
      And Alice will answer the "you may" choices with yes, then yes
      And Alice will choose Grizzly Bears to exile
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And the game advances to Bob's upkeep step
      Then Alice controls Lazav, Familiar Stranger
      And Lazav, Familiar Stranger is 2/5

    @id:otj-lazav-still-copy-in-end-step
    Scenario: In Alice's end step, before the cleanup step, Lazav is still a copy of Grizzly Bears
      Given Bob has Grizzly Bears in his graveyard
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob as targets
      And Alice will answer the "you may" choices with yes, then yes
      And Alice will choose Grizzly Bears to exile
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And the game advances to Alice's end step
      Then Alice controls Grizzly Bears
      And Grizzly Bears is 3/3
