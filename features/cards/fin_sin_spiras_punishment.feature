Feature: Sin, Spira's Punishment
  Sin, Spira's Punishment {4}{B}{G}{U} — Legendary Creature — Leviathan Avatar 7/7
  Flying
  Whenever Sin enters or attacks, exile a permanent card from your graveyard at random, then create a
  tapped token that's a copy of that card. If the exiled card is a land card, repeat this process.

  Each scenario has one permanent card in the graveyard, so "at random" has one outcome for every engine.

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source.

  @id:sin-x-is-0 @ruling:b6f5c05f464f @cr:107.3 @cr:704.5f
  Scenario: Sin's copy of Endless One enters with X = 0 counters and dies as a 0/0
    If the copied card has {X} in its mana cost, X is 0. Wording as recorded by one source only (not
    corroborated).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Sin, Spira's Punishment in her hand
    And Alice has {B}{G}{U}{U}{U}{U}{U} in her mana pool
    And Alice has Endless One in her graveyard
    When Alice casts Sin, Spira's Punishment from her hand
    And all players pass priority
    Then the triggered abilities put on the stack are 1 from Sin, Spira's Punishment
    When all players pass priority until the stack is empty
    Then Endless One is in exile
    And Alice controls Sin, Spira's Punishment and no Endless One

  @id:sin-copies-only-the-printed-card @ruling:4deb0ec6bc5e @cr:707.2 @cr:400.7
  Scenario: Sin's token is a tapped copy of the card as printed
    The token copies exactly what was printed on the original card and nothing else. It doesn't copy any
    information about the object the card was before it was put into your graveyard. Wording as recorded by one
    source only (not corroborated).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Sin, Spira's Punishment in her hand
    And Alice has {B}{G}{U}{U}{U}{U}{U} in her mana pool
    And Alice has Sazh's Chocobo in her graveyard
    When Alice casts Sin, Spira's Punishment from her hand
    And all players pass priority
    Then the triggered abilities put on the stack are 1 from Sin, Spira's Punishment
    When all players pass priority until the stack is empty
    Then Sazh's Chocobo is in exile
    And the Sazh's Chocobo Alice controls has 0/1, color green, subtype Bird, no counters, tapped and a token

  @id:sin-copy-enters-ability-triggers @ruling:8bb5036dd934 @cr:707.5 @cr:603.6a
  Scenario: Sin's copy of Gilded Goose has its enters ability, which triggers as the token is created
    If a card copied by the token had any "when [this permanent] enters" abilities, the token also has those
    abilities, and they'll trigger when it's created. Wording as recorded by wingedsheep/argentum-engine only,
    marked suspect_wording there (possibly condensed).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Sin, Spira's Punishment in her hand
    And Alice has {B}{G}{U}{U}{U}{U}{U} in her mana pool
    And Alice has Gilded Goose in her graveyard
    When Alice casts Sin, Spira's Punishment from her hand
    And all players pass priority
    Then the triggered abilities put on the stack are 1 from Sin, Spira's Punishment
    When all players pass priority until the stack is empty
    Then Alice controls Gilded Goose and Food
    And Gilded Goose is tapped
