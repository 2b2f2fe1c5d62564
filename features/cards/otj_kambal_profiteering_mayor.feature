Feature: Kambal, Profiteering Mayor: tapped token copies of the tokens an opponent's permanents gain, once each turn
  Kambal, Profiteering Mayor {1}{W}{B} — Legendary Creature — Human Advisor 2/4: Whenever one or more tokens
  your opponents control enter, for each of them, create a tapped token that's a copy of it. This ability
  triggers only once each turn. Whenever one or more tokens you control enter, each opponent loses 1 life and
  you gain 1 life.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions, KambalProfiteeringMayor.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 707.2 (a copy has
  the copiable values only: no status, no counters), 707.3 (a copy of a copy has what it copies), 111.3 (a
  token's copiable values are those its effect gave it), 707.5 (a token entering as a copy: its enters
  abilities work), 603.2c ("one or more" triggers once for the event), 603.3b (APNAP order: the active
  player's triggers go on the stack first, so Alice's resolve first).

  Background:
    Given a game between Alice and Bob
    And it is Bob's precombat main phase
    And Alice controls Kambal, Profiteering Mayor

  @ruling:c2543cc9e858 @cr:707.2 @cr:111.3
  Rule: The new token copies the token's copiable values, not its status or counters
    Each of the new tokens copies the original characteristics of the appropriate token as stated by the effect
    that created that token and nothing else (unless that creature is copying something else). It doesn't copy
    whether the opponent's token is tapped or untapped, whether it has any counters on it or Auras and
    Equipment attached to it, or any non-copy effects that have changed its power, toughness, types, color, and
    so on.

    @id:otj-kambal-copy-tapped-no-counters
    Scenario: Bob's token copy of his Grizzly Bears with counters is 2/2 and untapped; Alice's copy of it is a tapped 2/2
      Given Bob controls Grizzly Bears (with 2 +1/+1 counters)
      And Bob has Relm's Sketching in his hand
      And Bob has {U}{U}{C}{C} in his mana pool
      And Bob will choose Grizzly Bears as targets
      When Bob casts Relm's Sketching from his hand
      And all players pass priority until the stack is empty
      Then the Grizzly Bears Alice controls has a token, tapped, 2/2 and no counters
      And Bob controls 2 Grizzly Bears
      And Alice's life total is 21
      And Bob's life total is 19

    @id:otj-kambal-second-token-same-turn-no-copy
    Scenario: The ability triggers only once each turn: Bob's second token this turn gives Alice nothing
      Given Bob controls Grizzly Bears
      And Bob has Relm's Sketching and Relm's Sketching in his hand
      And Bob has {U}{U}{C}{C}{U}{U}{C}{C} in his mana pool
      And Bob will choose Grizzly Bears, then Grizzly Bears as targets
      When Bob casts Relm's Sketching from his hand
      And all players pass priority until the stack is empty
      And Bob casts Relm's Sketching from his hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Bob controls 3 Grizzly Bears
      And Alice controls 1 Grizzly Bears

  @ruling:cce12a1c899c @cr:707.3 @cr:707.2
  Rule: A token copying something else is copied as what it copies
    If the copied token is copying something else, then the new token enters the battlefield as whatever that
    token copied.

    @id:otj-kambal-copy-of-copy
    Scenario: Bob's token is a copy of Memnite: Alice's new token is a Memnite, an artifact creature 1/1
      Given Bob controls Memnite
      And Bob has Relm's Sketching in his hand
      And Bob has {U}{U}{C}{C} in his mana pool
      And Bob will choose Memnite as targets
      When Bob casts Relm's Sketching from his hand
      And all players pass priority until the stack is empty
      Then the Memnite Alice controls has a token, tapped, 1/1, card types Artifact/Creature and subtype Construct

    @id:otj-kambal-nontoken-not-copied
    Scenario: Bob's nontoken Memnite entering is no token: Kambal doesn't trigger
      Given Bob has Memnite in his hand
      And Bob has {C} in his mana pool
      When Bob casts Memnite from his hand
      And all players pass priority until the stack is empty
      Then no triggered ability is put on the stack
      And Alice controls no Memnite

  @ruling:b5da37840efc @cr:707.5 @cr:603.6a
  Rule: The copy's enters abilities work
    Any enters-the-battlefield abilities of the copied token will trigger when the token enters the
    battlefield. Any "as [this permanent] enters the battlefield" or "[this permanent] enters the battlefield
    with" abilities of the copied token will also work.

    @id:otj-kambal-copy-enters-trigger
    Scenario: Alice's copy of Bob's Mysidian Elder token triggers its enters ability: Alice creates a Wizard token
      Given Bob controls Mysidian Elder
      And Bob has Relm's Sketching in his hand
      And Bob has {U}{U}{C}{C} in his mana pool
      And Bob will choose Mysidian Elder as targets
      And Alice will put her triggered abilities on the stack in the order Kambal, Profiteering Mayor, Mysidian Elder
      When Bob casts Relm's Sketching from his hand
      And all players pass priority until the stack is empty
      Then Alice controls 1 Mysidian Elder and 1 Wizard
      And Bob controls 2 Mysidian Elder and 1 Wizard
      And Alice's life total is 22
      And Bob's life total is 18
