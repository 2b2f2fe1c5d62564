Feature: 509 Declare blockers step
  As the declare blockers step begins, the defending player declares blockers (CR 509.1): untapped creatures they
  control, each blocking one attacking creature (509.1a), obeying every restriction (509.1b) such as "can't block",
  flying (702.9b: only creatures with flying or reach block it) and menace (702.110b: two or more blockers). An
  illegal declaration is reversed (509.1, 732.1). Each attacking creature with blockers becomes blocked (509.1h), and
  abilities that trigger on blocking trigger (509.2).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:block-flying-with-reach @cr:702.17b @cr:509.1g @cr:702.20b
  Scenario: A creature with reach blocks an attacking creature with flying
    CR 702.17b: a creature with reach can block creatures with flying. Serra Angel has flying and vigilance; Giant
    Spider has reach.

    Given Alice controls Serra Angel
    And Bob controls Giant Spider
    When Alice attacks with Serra Angel
    And Bob blocks Serra Angel with Giant Spider
    Then Giant Spider is blocking Serra Angel
    And Serra Angel is blocked
    And Serra Angel is untapped
    When the game advances to Alice's end of combat step
    Then Bob's life total is 20
    And Bob has Giant Spider in his graveyard
    And Serra Angel has 2 damage marked on it

  @id:block-flying-without-flying-or-reach @cr:702.9b @cr:732.1
  Scenario: A creature without flying or reach can't block a creature with flying
    CR 702.9b: a creature with flying can't be blocked except by creatures with flying or reach; the declaration is
    reversed and the Angel stays unblocked.

    Given Alice controls Serra Angel
    And Bob controls Grizzly Bears
    When Alice attacks with Serra Angel
    And Bob tries to block Serra Angel with Grizzly Bears
    Then that is rejected by rule 702.9b
    And Grizzly Bears is not blocking
    When the game advances to Alice's end of combat step
    Then Bob's life total is 16

  @id:block-flying-with-flying @cr:702.9b
  Scenario: A creature with flying blocks an attacking creature with flying
    CR 702.9b: a creature with flying can block a creature with flying. Vampire Nighthawk has flying, deathtouch and
    lifelink.

    Given Alice controls Serra Angel
    And Bob controls Vampire Nighthawk
    When Alice attacks with Serra Angel
    And Bob blocks Serra Angel with Vampire Nighthawk
    Then Vampire Nighthawk is blocking Serra Angel
    When the game advances to Alice's end of combat step
    Then Alice has Serra Angel in her graveyard
    And Bob has Vampire Nighthawk in his graveyard
    And Bob's life total is 22

  @id:menace-one-blocker-refused @cr:702.110b
  Scenario: A creature with menace can't be blocked by just one creature
    CR 702.110b: a creature with menace can't be blocked except by two or more creatures. Flameblade Adept has menace.

    Given Alice controls Flameblade Adept
    And Bob controls Grizzly Bears and Giant Spider
    When Alice attacks with Flameblade Adept
    And Bob tries to block Flameblade Adept with Grizzly Bears
    Then that is rejected by rule 702.110b
    And Grizzly Bears is not blocking
    When the game advances to Alice's end of combat step
    Then Bob's life total is 19

  @id:menace-two-blockers @cr:702.110b @cr:509.1h @cr:510.1c
  Scenario: Two creatures block a creature with menace, and its controller divides its combat damage between them
    CR 702.110b: two blockers are enough. CR 510.1c: a creature blocked by two or more creatures assigns its combat
    damage among them as its controller chooses.

    Given Alice controls Flameblade Adept
    And Bob controls Grizzly Bears and Giant Spider
    When Alice attacks with Flameblade Adept
    And Bob blocks Flameblade Adept with Grizzly Bears and Giant Spider
    Then Flameblade Adept is blocked
    And Grizzly Bears is blocking Flameblade Adept
    And Giant Spider is blocking Flameblade Adept
    When Alice assigns Flameblade Adept's combat damage as 1 to Giant Spider
    Then Giant Spider has 1 damage marked on it
    And Grizzly Bears has 0 damage marked on it
    And Alice has Flameblade Adept in her graveyard

  @id:cant-block @cr:509.1b
  Scenario: A creature with "can't block" can't be declared as a blocker
    CR 509.1b: a restriction on blocking that isn't obeyed makes the declaration illegal. Goblin Raider: "This
    creature can't block."

    Given Alice controls Isamaru, Hound of Konda
    And Bob controls Goblin Raider
    When Alice attacks with Isamaru, Hound of Konda
    And Bob tries to block Isamaru, Hound of Konda with Goblin Raider
    Then that is rejected by rule 509.1b
    When the game advances to Alice's end of combat step
    Then Bob's life total is 18
    And Bob controls Goblin Raider

  @id:cant-block-still-attacks @cr:509.1b @cr:508.1a
  Scenario: A creature that can't block can still attack
    CR 509.1b restricts blocking only: Goblin Raider attacks as any creature does.

    Given Alice controls Goblin Raider
    And Bob controls Grizzly Bears
    When Alice attacks with Goblin Raider
    And Bob blocks Goblin Raider with Grizzly Bears
    Then Goblin Raider is blocked
    When the game advances to Alice's end of combat step
    Then Alice has Goblin Raider in her graveyard
    And Bob has Grizzly Bears in his graveyard

  @id:block-with-tapped-creature-refused @cr:509.1a
  Scenario: A tapped creature can't block
    CR 509.1a: the chosen creatures must be untapped.

    Given Alice controls Isamaru, Hound of Konda
    And Bob controls Grizzly Bears (tapped)
    When Alice attacks with Isamaru, Hound of Konda
    And Bob tries to block Isamaru, Hound of Konda with Grizzly Bears
    Then that is rejected by rule 509.1a
    When the game advances to Alice's end of combat step
    Then Bob's life total is 18

  @id:one-blocker-blocks-one-attacker @cr:509.1a
  Scenario: One creature can't block two attacking creatures
    CR 509.1a: for each chosen creature, the defending player chooses one creature for it to block.

    Given Alice controls Isamaru, Hound of Konda and Goblin Raider
    And Bob controls Grizzly Bears
    When Alice attacks with Isamaru, Hound of Konda and Goblin Raider
    And Bob tries to block Isamaru, Hound of Konda with Grizzly Bears; Goblin Raider with Grizzly Bears
    Then that is rejected by rule 509.1a
    And Grizzly Bears is not blocking

  @id:no-blockers-unblocked @cr:509.1h @cr:510.1b
  Scenario: An attacking creature with no blockers declared for it is unblocked and deals damage to the player
    CR 509.1h: an attacking creature with no creatures declared as blockers for it becomes unblocked.

    Given Alice controls Isamaru, Hound of Konda
    And Bob controls Grizzly Bears
    When Alice attacks with Isamaru, Hound of Konda
    And Bob declares no blockers
    Then Isamaru, Hound of Konda is unblocked
    And Isamaru, Hound of Konda is attacking
    And Grizzly Bears is not blocking
    When the game advances to Alice's end of combat step
    Then Bob's life total is 18

  @id:becomes-blocked-trigger @cr:509.2 @cr:603.2
  Scenario: "Whenever this creature becomes blocked" triggers when a blocker is declared for it
    CR 509.2: "whenever ~ becomes blocked" abilities trigger as blockers are declared. Razorclaw Bear: "Whenever
    this creature becomes blocked, it gets +2/+2 until end of turn."

    Given Alice controls Razorclaw Bear
    And Bob controls Giant Spider
    When Alice attacks with Razorclaw Bear
    And Bob blocks Razorclaw Bear with Giant Spider
    Then the triggered abilities put on the stack are 1 from Razorclaw Bear
    When all players pass priority
    Then Razorclaw Bear is 5/5
    When the game advances to Alice's end of combat step
    Then Bob has Giant Spider in his graveyard
    And Razorclaw Bear has 2 damage marked on it

  @id:becomes-blocked-trigger-unblocked @cr:509.2 @cr:509.1h
  Scenario: An unblocked creature's "becomes blocked" ability doesn't trigger
    CR 509.1h: no blocker is declared for it, so it doesn't become blocked.

    Given Alice controls Razorclaw Bear
    And Bob controls Giant Spider
    When Alice attacks with Razorclaw Bear
    And Bob declares no blockers
    Then no triggered ability is put on the stack
    When the game advances to Alice's end of combat step
    Then Bob's life total is 17

  @id:blocks-trigger-bushido @cr:509.2 @cr:702.45a
  Scenario: Bushido triggers when the creature blocks
    CR 702.45a: bushido N means "whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn";
    it triggers as blockers are declared (509.2). Hand of Honor has bushido 1 (and protection from black).

    Given Alice controls Isamaru, Hound of Konda
    And Bob controls Hand of Honor
    When Alice attacks with Isamaru, Hound of Konda
    And Bob blocks Isamaru, Hound of Konda with Hand of Honor
    Then the triggered abilities put on the stack are 1 from Hand of Honor
    When all players pass priority
    Then Hand of Honor is 3/3
    When the game advances to Alice's end of combat step
    Then Alice has Isamaru, Hound of Konda in her graveyard
    And Bob controls Hand of Honor

  @id:blocks-only-as-defending-player @cr:509.1
  Scenario: The attacking player can't declare blockers
    CR 509.1: the defending player declares blockers.

    Given Alice controls Isamaru, Hound of Konda and Grizzly Bears
    When Alice attacks with Isamaru, Hound of Konda
    And Alice tries to block Isamaru, Hound of Konda with Grizzly Bears
    Then that is rejected by rule 509.1

  @id:attacks-or-blocks-trigger-on-block @cr:509.2 @cr:603.7
  Scenario: "Whenever this creature attacks or blocks" triggers when it blocks
    CR 509.2: the ability triggers as Clockwork Condor is declared as a blocker; its delayed ability removes a +1/+1
    counter at end of combat (603.7). Clockwork Condor: "Whenever this creature attacks or blocks, remove a +1/+1
    counter from it at end of combat."

    Given Alice controls Human
    And Bob controls Clockwork Condor (with 3 +1/+1 counters)
    When Alice attacks with Human
    And Bob blocks Human with Clockwork Condor
    Then the triggered abilities put on the stack are 1 from Clockwork Condor
    When the game advances to Alice's end of combat step
    And all players pass priority until the stack is empty
    Then Clockwork Condor has 2 +1/+1 counters
    And Clockwork Condor has 1 damage marked on it
    And Alice controls no Human

  @id:attacks-or-blocks-no-trigger-without-block @cr:509.2
  Scenario: "Whenever this creature attacks or blocks" doesn't trigger for a creature that doesn't block
    CR 509.2: Clockwork Condor neither attacks nor blocks, so it keeps its counters.

    Given Alice controls Human
    And Bob controls Clockwork Condor (with 3 +1/+1 counters)
    When Alice attacks with Human
    And Bob declares no blockers
    Then no triggered ability is put on the stack
    When the game advances to Alice's postcombat main phase
    Then Clockwork Condor has 3 +1/+1 counters
    And Bob's life total is 19

  @id:cant-be-blocked-this-turn-refuses-a-block @cr:509.1b @cr:702.172a
  Scenario: A creature Jailbreak Scheme made unblockable this turn can't be blocked that turn
    CR 509.1b: the defending player's blocks obey every restriction, such as "can't be blocked". Jailbreak Scheme's
    first spree mode puts a +1/+1 counter on Makindi Ox and says it can't be blocked this turn, so Bob's Grizzly
    Bears can't block it in that turn's combat. The boundary is cant-be-blocked-this-turn-ends-with-the-turn.

    Given Alice controls Makindi Ox
    And Bob controls Grizzly Bears
    And Alice has Jailbreak Scheme in her hand
    And Alice has {U}{C}{C}{C} in her mana pool
    And Alice will choose the mode "Put a +1/+1 counter on target creature. It can't be blocked this turn."
    And Alice will choose no more modes
    And Alice will choose Makindi Ox as targets
    When Alice casts Jailbreak Scheme from her hand
    And all players pass priority until the stack is empty
    And Alice attacks with Makindi Ox
    And Bob tries to block Makindi Ox with Grizzly Bears
    Then that is rejected by rule 509.1b
    And Grizzly Bears is not blocking

  @id:cant-be-blocked-this-turn-ends-with-the-turn @cr:509.1b @cr:514.2
  Scenario: In Alice's next turn, the creature Jailbreak Scheme made unblockable can be blocked again
    CR 514.2: "this turn" effects end in the cleanup step, so Jailbreak Scheme's "it can't be blocked this turn"
    doesn't reach Alice's next turn: there, Bob's Grizzly Bears blocks Makindi Ox (CR 509.1b: no restriction is
    left). The +1/+1 counter stays.

    Given Alice controls Makindi Ox
    And Bob controls Grizzly Bears
    And Alice has Jailbreak Scheme in her hand
    And Alice has {U}{C}{C}{C} in her mana pool
    And Alice's library, from the top, is Forest
    And Bob's library, from the top, is Island
    And Alice will choose the mode "Put a +1/+1 counter on target creature. It can't be blocked this turn."
    And Alice will choose no more modes
    And Alice will choose Makindi Ox as targets
    When Alice casts Jailbreak Scheme from her hand
    And all players pass priority until the stack is empty
    And the game advances to Bob's precombat main phase
    And the game advances to Alice's precombat main phase
    And Alice attacks with Makindi Ox
    And Bob blocks Makindi Ox with Grizzly Bears
    Then Grizzly Bears is blocking Makindi Ox
    And Makindi Ox has 1 +1/+1 counter
