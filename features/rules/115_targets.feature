Feature: 115 Targets: what a spell or ability may target, and when targeting is an event
  A spell or ability can't target itself (CR 115.5), but a permanent's ability may target the permanent
  it comes from: the ability is on the stack, the permanent on the battlefield. Activated and triggered
  abilities target as spells do (CR 115.1a-c), so "becomes the target of a spell or ability" triggers for
  each of them (CR 603.2). "Up to N targets" lets the player choose any number from zero to N (CR 115.1,
  601.2c): with nothing to target, zero is chosen, and the spell or ability is still cast, activated or put
  on the stack.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: CR 115.5 Only a spell or ability can't target itself; its source can be its target

    @id:activated-ability-targets-its-own-source @cr:115.5 @cr:602.2b
    Scenario: Giant Killer's "tap target creature" ability can target Giant Killer itself
      CR 115.5: the ability, not Giant Killer, is what can't be its own target. Giant Killer is the only
      creature, so it is the ability's only legal target.

      Given Alice controls Giant Killer
      And Alice has {W}{C} in her mana pool
      And Alice will choose Giant Killer as targets
      When Alice activates Giant Killer's "{1}{W}, {T}: Tap target creature." ability
      Then the stack, from the bottom, holds Giant Killer's activated ability
      And Alice's mana pool is empty
      When all players pass priority
      Then the stack is empty
      And Giant Killer is tapped

    @id:triggered-ability-targets-its-own-source @cr:115.5 @cr:603.3d
    Scenario: Sazh Katzroy attacking alone puts its counters on itself, its only legal target
      CR 603.3d: a triggered ability with a legal target goes on the stack; Sazh Katzroy is a legal target of
      its own "put a +1/+1 counter on target creature" ability, so the ability isn't removed.

      Given Alice controls Sazh Katzroy
      And Alice will choose Sazh Katzroy as targets
      When Alice attacks with Sazh Katzroy
      Then the triggered abilities put on the stack are 1 from Sazh Katzroy
      When all players pass priority until the stack is empty
      Then Sazh Katzroy has 2 +1/+1 counters

    @id:triggered-ability-whose-source-its-text-excludes @cr:115.1 @cr:603.3d
    Scenario: Makindi Ox's landfall ability can't target Makindi Ox: its text asks for a creature an opponent controls
      CR 603.3d: the source is a legal target only when the ability's text allows it; with no creature Bob
      controls, the ability is removed as it would be put on the stack.

      Given Alice controls Makindi Ox
      And Alice has Forest in her hand
      When Alice plays Forest from her hand
      Then no triggered ability is put on the stack
      And Makindi Ox is untapped

    @id:spell-cant-target-itself @cr:115.5 @cr:601.2c
    Scenario: Censor can't be cast targeting itself
      CR 115.5: a spell can't be its own target. Bob's Lightning Bolt is on the stack, so Censor has a legal
      target; Alice names Censor instead.

      Given Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Bob will choose Alice as targets
      And Alice has Censor in her hand
      And Alice has {U}{C} in her mana pool
      And Alice will choose Censor as targets
      When Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And Bob passes priority
      And Alice tries to cast Censor from her hand
      Then that is rejected by rule 115.5
      And Alice has Censor in her hand
      And Alice's mana pool is {U}{C}

  Rule: CR 115.1b, 115.1c, 603.2 "Becomes the target of a spell or ability" is about abilities too

    @id:becomes-target-of-an-activated-ability @cr:115.1b @cr:603.2
    Scenario: Giant Killer's ability targeting Tar Pit Warrior makes it trigger, and Bob sacrifices it
      CR 115.1b: an activated ability that says "target" targets; Tar Pit Warrior's ability triggers on it.

      Given Alice controls Giant Killer
      And Bob controls Tar Pit Warrior
      And Alice has {W}{C} in her mana pool
      And Alice will choose Tar Pit Warrior as targets
      When Alice activates Giant Killer's "{1}{W}, {T}: Tap target creature." ability
      Then the triggered abilities put on the stack are 1 from Tar Pit Warrior
      When all players pass priority until the stack is empty
      Then Bob has Tar Pit Warrior in his graveyard
      And Bob controls no Tar Pit Warrior

    @id:becomes-target-of-a-triggered-ability @cr:115.1c @cr:603.2
    Scenario: Makindi Ox's landfall ability targeting Tar Pit Warrior makes it trigger
      CR 115.1c: a triggered ability that says "target" targets, chosen as it is put on the stack.

      Given Alice controls Makindi Ox
      And Bob controls Tar Pit Warrior
      And Alice has Forest in her hand
      And Alice will choose Tar Pit Warrior as targets
      When Alice plays Forest from her hand
      Then the triggered abilities put on the stack are 1 from Makindi Ox and 1 from Tar Pit Warrior
      When all players pass priority until the stack is empty
      Then Bob has Tar Pit Warrior in his graveyard

    @id:becomes-target-of-a-spell @cr:115.1a @cr:603.2
    Scenario: Stomp targeting Tar Pit Warrior makes it trigger too
      CR 115.1a: a spell that says "target" targets. Tar Pit Warrior's ability resolves first; Stomp then has
      no legal target and doesn't resolve (CR 608.2b), so it goes to the graveyard, not on an Adventure.

      Given Bob controls Tar Pit Warrior
      And Alice has Bonecrusher Giant in her hand
      And Alice has {R}{C} in her mana pool
      And Alice will choose Tar Pit Warrior as targets
      When Alice casts Stomp from her hand
      Then the triggered abilities put on the stack are 1 from Tar Pit Warrior
      When all players pass priority until the stack is empty
      Then Bob has Tar Pit Warrior in his graveyard
      And Alice has Bonecrusher Giant in her graveyard

    @id:becomes-target-of-a-spell-only @cr:603.2 @cr:115.1b
    Scenario: Bonecrusher Giant's "becomes the target of a spell" ignores an ability targeting it
      CR 603.2: an ability triggers only on the event its trigger condition names; Giant Killer's ability is
      not a spell, so Bonecrusher Giant deals no damage.

      Given Alice controls Giant Killer
      And Bob controls Bonecrusher Giant
      And Alice has {W}{C} in her mana pool
      And Alice will choose Bonecrusher Giant as targets
      When Alice activates Giant Killer's "{1}{W}, {T}: Tap target creature." ability
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Bonecrusher Giant is tapped
      And Alice's life total is 20

  Rule: CR 601.2c, 115.1 "Up to N targets" may be zero targets

    @id:up-to-two-targets-none-legal @cr:601.2c @cr:115.1
    Scenario: Dutiful Return can be cast with no creature card in Alice's graveyard: it returns nothing
      CR 601.2c: for "up to two target creature cards", zero is a number the player may choose; the spell
      resolves with no targets (it isn't one whose targets all became illegal, CR 608.2b).

      Given Alice has Dutiful Return in her hand
      And Alice has {B}{C}{C}{C} in her mana pool
      When Alice casts Dutiful Return from her hand
      Then the stack, from the bottom, holds Dutiful Return
      And Alice's mana pool is empty
      When all players pass priority
      Then the stack is empty
      And Alice has Dutiful Return in her graveyard

    @id:up-to-two-targets-zero-chosen @cr:601.2c @cr:115.1
    Scenario: With a creature card in her graveyard, Alice may still choose no target for Dutiful Return
      CR 601.2c: the player chooses how many of the "up to two" targets; Alice chooses none.

      Given Alice has Makindi Ox in her graveyard
      And Alice has Dutiful Return in her hand
      And Alice has {B}{C}{C}{C} in her mana pool
      And Alice will choose no more as targets
      When Alice casts Dutiful Return from her hand
      And all players pass priority
      Then Alice has Makindi Ox and Dutiful Return in her graveyard
      And Alice has no Makindi Ox in her hand

    @id:up-to-one-target-trigger-none-legal @cr:601.2c @cr:603.3d @cr:115.1
    Scenario: Ardyn's Starscourge with no creature card in a graveyard still goes on the stack, and makes no token
      CR 603.3d removes a triggered ability only if it can't be put on the stack with legal targets; "up to one
      target" is satisfied by none.

      Given Alice controls Ardyn, the Usurper
      And Bob has Forest in his graveyard
      When the game advances to Alice's beginning of combat step
      Then the triggered abilities put on the stack are 1 from Ardyn, the Usurper
      And Bob has Forest in his graveyard
      And Alice controls no Forest

    @id:one-or-two-targets-none-legal @cr:601.2c @cr:115.1
    Scenario: Opera Love Song's "one or two target creatures" needs at least one: with no creature it can't be cast that way
      CR 601.2c: "one or two" is not "up to two"; at least one target must be chosen.

      Given Alice has Opera Love Song in her hand
      And Alice has {R}{C} in her mana pool
      And Alice will choose the mode "One or two target creatures each get +2/+0 until end of turn."
      When Alice tries to cast Opera Love Song from her hand
      Then that is rejected by rule 601.2c
      And Alice has Opera Love Song in her hand
      And Alice's mana pool is {R}{C}
