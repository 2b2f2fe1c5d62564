Feature: Forsaken Miner: its crime ability triggers from the graveyard, and {B} is paid as it resolves
  Forsaken Miner {B} — Creature — Skeleton Rogue 2/2: This creature can't block. Whenever you commit a crime,
  you may pay {B}. If you do, return this card from your graveyard to the battlefield.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 700.13 (committing a crime: once per spell or ability), 113.6k (an ability that functions
  from a graveyard), 603.2 (triggering), 609.3 and 117.12 ("you may pay": chosen as it resolves), 400.7.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Grizzly Bears and Memnite
    And Alice's library, from the top, is Forest, Forest and Forest

  @ruling:c161e857fc3e @cr:700.13 @cr:603.2
  Rule: Targeting an opponent, or what an opponent controls, is a crime; targeting one's own things isn't
    A player commits a crime as they cast a spell, activate an ability, or put a triggered ability on the stack
    that targets at least one opponent, at least one permanent, spell, or ability an opponent controls, and/or
    at least one card in an opponent's graveyard.

    @id:otj-forsaken-miner-crime-bolt-bob
    Scenario: Alice's Lightning Bolt targeting Bob is a crime: Forsaken Miner returns for {B}
      Given Alice has Forsaken Miner in her graveyard
      And Alice has Lightning Bolt in her hand
      And Alice has {R}{B} in her mana pool
      And Alice will choose Bob as targets
      And Alice will answer the "you may" choices with yes
      When Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Forsaken Miner
      When all players pass priority until the stack is empty
      Then Alice controls Forsaken Miner

    @id:otj-forsaken-miner-no-crime-bolt-self
    Scenario: Alice's Lightning Bolt targeting Alice herself is no crime: nothing triggers
      Given Alice has Forsaken Miner in her graveyard
      And Alice has Lightning Bolt in her hand
      And Alice has {R}{B} in her mana pool
      And Alice will choose Alice as targets
      When Alice casts Lightning Bolt from her hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Alice has Forsaken Miner in her graveyard

  @ruling:7d755aa6d785 @cr:700.13
  Rule: One spell is one crime, however many of its targets are an opponent's
    A player can commit only one crime per spell or ability they control. Targeting multiple opponents,
    permanents, spells, abilities, and/or cards with the same spell or ability doesn't constitute committing
    multiple crimes.

    @id:otj-forsaken-miner-one-crime-two-targets
    Scenario: Calamitous Tide targeting Bob's two creatures is one crime: Forsaken Miner's ability triggers once
      Given Alice has Forsaken Miner in her graveyard
      And Alice has Calamitous Tide in her hand
      And Alice has {U}{U}{C}{C}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears, then Memnite as targets
      When Alice casts Calamitous Tide from her hand
      Then the triggered abilities put on the stack are 1 from Forsaken Miner

    @id:otj-forsaken-miner-two-spells-two-crimes
    Scenario: Two Lightning Bolts each targeting Bob are two crimes: Forsaken Miner's ability triggers for each
      Given Alice has Forsaken Miner in her graveyard
      And Alice has Lightning Bolt and Lightning Bolt in her hand
      And Alice has {R}{R} in her mana pool
      And Alice will choose Bob, then Bob as targets
      And Alice will answer the "you may" choices with no, then no
      When Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Forsaken Miner
      When Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Forsaken Miner
      When all players pass priority until the stack is empty
      Then Alice has Forsaken Miner in her graveyard
      And Bob's life total is 14

  @ruling:8936bf9a21ae @cr:113.6k @cr:700.13
  Rule: The ability triggers only while Forsaken Miner is in its owner's graveyard
    Forsaken Miner's last ability triggers only if Forsaken Miner is in your graveyard at the moment you cast a
    spell, activate an ability, or put a triggered ability on the stack with one or more targets that constitute
    a crime.

    @id:otj-forsaken-miner-triggers-from-graveyard
    Scenario: Forsaken Miner in Alice's graveyard: her crime triggers it
      Given Alice has Forsaken Miner in her graveyard
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Grizzly Bears as targets
      When Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Forsaken Miner

    @id:otj-forsaken-miner-no-trigger-on-battlefield
    Scenario: Forsaken Miner on the battlefield: the same crime doesn't trigger it
      Given Alice controls Forsaken Miner
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Grizzly Bears as targets
      When Alice casts Lightning Bolt from her hand
      Then no triggered ability is put on the stack

  @ruling:f1f531cf055d @cr:609.3 @cr:117.12
  Rule: The {B} is paid, or not, as the ability resolves
    You choose whether to pay {B} as the triggered ability is resolving. Once the ability starts resolving, it's
    too late for anyone to respond by removing Forsaken Miner from your graveyard to stop you from bringing it
    back.

    @id:otj-forsaken-miner-pays-on-resolution
    Scenario: Alice pays {B} as the ability resolves, with Lightning Bolt still on the stack: Forsaken Miner returns
      Given Alice has Forsaken Miner in her graveyard
      And Alice has Lightning Bolt in her hand
      And Alice has {R}{B} in her mana pool
      And Alice will choose Bob as targets
      And Alice will answer the "you may" choices with yes
      When Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then Alice controls Forsaken Miner
      And Alice's mana pool is empty
      And the stack, from the bottom, holds Lightning Bolt

    @id:otj-forsaken-miner-declines-to-pay
    Scenario: Alice chooses not to pay as it resolves: Forsaken Miner stays in her graveyard and {B} in her pool
      Given Alice has Forsaken Miner in her graveyard
      And Alice has Lightning Bolt in her hand
      And Alice has {R}{B} in her mana pool
      And Alice will choose Bob as targets
      And Alice will answer the "you may" choices with no
      When Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then Alice has Forsaken Miner in her graveyard
      And Alice's mana pool is {B}
