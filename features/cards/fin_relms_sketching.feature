Feature: Relm's Sketching
  Relm's Sketching {2}{U}{U} — Sorcery
  Create a token that's a copy of target artifact, creature, or land.

  A token created as a copy has the copiable values of the original (707.2): what is printed on it, or
  what a copy effect made it (707.3), or what the effect that created a token gave it (111.3); X is 0
  (107.3); its "enters" abilities work (707.5).

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source.

  @id:relms-copy-of-a-copy @ruling:b00046c521b6 @cr:707.3 @cr:707.2
  Scenario: A token copying a Clone that copies a creature is a copy of that creature
    If the copied permanent is copying something else, then the token enters as whatever that permanent copied.
    Wording as recorded by one source only (not corroborated). Bob's Gladecover Scout has hexproof, so Alice's
    Clone (a Gladecover Scout) is the only legal target.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Gladecover Scout
    And Alice has Clone and Relm's Sketching in her hand
    And Alice has {U}{U}{U}{U}{U}{U}{U}{U} in her mana pool
    And Alice will choose Gladecover Scout to copy
    And Alice will answer the "you may" choices with yes
    When Alice casts Clone from her hand
    And all players pass priority until the stack is empty
    Then Alice controls Gladecover Scout and no Clone
    Given Alice will choose Gladecover Scout as targets
    When Alice casts Relm's Sketching from her hand
    And all players pass priority until the stack is empty
    Then Alice controls 2 Gladecover Scout and no Clone
    And Bob controls Gladecover Scout

  @id:relms-copy-of-an-original @ruling:b00046c521b6 @cr:707.2
  Scenario: A token copying a permanent that copies nothing is a copy of that permanent
    If the copied permanent is copying something else, then the token enters as whatever that permanent copied.
    Wording as recorded by one source only (not corroborated). The boundary: Bob's creature copies nothing, so
    the token copies it as printed.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Sazh's Chocobo
    And Alice has Relm's Sketching in her hand
    And Alice has {U}{U}{U}{U} in her mana pool
    And Alice will choose Sazh's Chocobo as targets
    When Alice casts Relm's Sketching from her hand
    And all players pass priority until the stack is empty
    Then the Sazh's Chocobo Alice controls has card type Creature, subtype Bird, color green and a token

  @id:relms-copies-only-printed-values @ruling:f09166f55b84 @cr:707.2 @cr:110.5
  Scenario: The token doesn't copy the original's tapped status, counters or the Equipment's bonus
    The token copies exactly what was printed on the original permanent (unless that permanent is copying
    something else or is a token; see below). It doesn't copy whether that permanent is tapped or untapped,
    whether it has any counters on it or any Auras or Equipment attached to it, or any non-copy effects that
    have changed its types, color, power and toughness, and so on. Wording as recorded by one source only (not
    corroborated).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Sazh's Chocobo (tapped, with 2 +1/+1 counters) and Thirsting Axe (attached to Sazh's Chocobo)
    And Alice has Relm's Sketching in her hand
    And Alice has {U}{U}{U}{U} in her mana pool
    And Alice will choose Sazh's Chocobo as targets
    Then the Sazh's Chocobo Bob controls has 6/3 and tapped
    When Alice casts Relm's Sketching from her hand
    And all players pass priority until the stack is empty
    Then the Sazh's Chocobo Alice controls has 0/1, untapped, no counters and a token

  @id:relms-copy-keeps-printed-abilities @ruling:f09166f55b84 @cr:707.2 @cr:603.2
  Scenario: The token has the original's printed abilities: its landfall ability triggers
    The token copies exactly what was printed on the original permanent (unless that permanent is copying
    something else or is a token; see below). It doesn't copy whether that permanent is tapped or untapped,
    whether it has any counters on it or any Auras or Equipment attached to it, or any non-copy effects that
    have changed its types, color, power and toughness, and so on. Wording as recorded by one source only (not
    corroborated). The boundary: what is printed is copied, abilities included.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Sazh's Chocobo (with 2 +1/+1 counters)
    And Alice has Relm's Sketching and Forest in her hand
    And Alice has {U}{U}{U}{U} in her mana pool
    And Alice will choose Sazh's Chocobo as targets
    When Alice casts Relm's Sketching from her hand
    And all players pass priority until the stack is empty
    And Alice plays Forest from her hand
    Then the triggered abilities put on the stack are 1 from Sazh's Chocobo
    When all players pass priority until the stack is empty
    Then the Sazh's Chocobo Alice controls has 1/2 and a token

  @id:relms-copy-enters-trigger @ruling:d67c22fefc27 @cr:707.5 @cr:603.6a
  Scenario: A token copying Dion has Dion's "when this enters" ability, and it triggers as the token is created
    If the permanent copied by the token had any "when [this permanent] enters" abilities, the token also has
    those abilities, and they'll trigger when it's created. Similarly, any "as [this permanent] enters" or
    "[this permanent] enters with" abilities that the token has copied will also work. Wording as recorded by
    one source only (not corroborated).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Dion, Bahamut's Dominant
    And Alice has Relm's Sketching in her hand
    And Alice has {U}{U}{U}{U} in her mana pool
    And Alice will choose Dion, Bahamut's Dominant as targets
    When Alice casts Relm's Sketching from her hand
    And all players pass priority
    Then the triggered abilities put on the stack are 1 from Dion, Bahamut's Dominant
    When all players pass priority until the stack is empty
    Then Alice controls Dion, Bahamut's Dominant and Knight
    And Bob controls no Knight

  @id:relms-copy-enters-with-counters-x-is-0 @ruling:619943ba8a99 @cr:107.3 @cr:707.2 @cr:614.1c @cr:704.5f
  Scenario: A token copying Endless One enters with X = 0 +1/+1 counters and dies as a 0/0
    If the copied permanent has {X} in its mana cost, X is 0. Wording as recorded by one source only (not
    corroborated). Endless One enters with X +1/+1 counters; Bob's has 3.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Endless One (with 3 +1/+1 counters)
    And Alice has Relm's Sketching in her hand
    And Alice has {U}{U}{U}{U} in her mana pool
    And Alice will choose Endless One as targets
    When Alice casts Relm's Sketching from her hand
    And all players pass priority until the stack is empty
    Then Alice controls no Endless One
    And Bob controls Endless One

  @id:relms-copy-enters-with-ability-works @ruling:d67c22fefc27 @cr:707.5 @cr:614.1c
  Scenario: A token copying Hangarback Walker has its "enters with" ability: it enters with X = 0 counters
    If the permanent copied by the token had any "when [this permanent] enters" abilities, the token also has
    those abilities, and they'll trigger when it's created. Similarly, any "as [this permanent] enters" or
    "[this permanent] enters with" abilities that the token has copied will also work. Wording as recorded by
    one source only (not corroborated). Hangarback Walker enters with X +1/+1 counters; X is 0 for the token
    (107.3), so it enters with none and dies as a 0/0; its dies ability then creates no Thopter.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Hangarback Walker (with 2 +1/+1 counters)
    And Alice has Relm's Sketching in her hand
    And Alice has {U}{U}{U}{U} in her mana pool
    And Alice will choose Hangarback Walker as targets
    When Alice casts Relm's Sketching from her hand
    And all players pass priority until the stack is empty
    Then Alice controls no Hangarback Walker and no Thopter

  @id:relms-copy-of-a-token @ruling:2c077176509c @cr:111.3 @cr:707.2
  Scenario: A token copying a Knight token copies it as Dion's ability created it, not its counters
    If the copied permanent is a token, the new token that's created copies the original characteristics of that
    token as stated by the effect that created the token. Wording as recorded by one source only (not
    corroborated).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Knight (with 2 +1/+1 counters)
    And Alice has Relm's Sketching in her hand
    And Alice has {U}{U}{U}{U} in her mana pool
    And Alice will choose Knight as targets
    When Alice casts Relm's Sketching from her hand
    And all players pass priority until the stack is empty
    Then the Knight Alice controls has 2/2, color white, card type Creature, subtype Knight, no counters and a token
    And the Knight Bob controls has 4/4
