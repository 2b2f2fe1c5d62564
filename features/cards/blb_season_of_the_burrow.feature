Feature: Season of the Burrow: up to five pawprints of modes, each mode as often as wanted, followed in written order
  Season of the Burrow {3}{W}{W} — Sorcery: Choose up to five {P} worth of modes. You may choose the same mode more
  than once.
  {P} — Create a 1/1 white Rabbit creature token.
  {P}{P} — Exile target nonland permanent. Its controller draws a card.
  {P}{P}{P} — Return target permanent card with mana value 3 or less from your graveyard to the battlefield with
  an indestructible counter on it.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 700.2i (pawprint modes: modes worth up to the number named; this spell lets a mode be chosen
  more than once), 107.18 (the pawprint symbol), 601.2b (modes chosen as the spell is cast), 601.2c (a mode's
  targets: a mode needing a target with none legal can't be chosen), 608.2b (a spell whose every target is
  illegal doesn't resolve), 608.2c (instructions followed in the order written), 122.1b (an indestructible
  counter). Each "Alice will choose the mode" step answers one choice of a mode, in order; "no more" ends them.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Season of the Burrow in her hand
    And Alice has {W}{W}{C}{C}{C} in her mana pool
    And Bob's library, from the top, is Island, Island

  @ruling:8304c93a2d72 @cr:700.2i @cr:601.2b
  Rule: The chosen modes may be worth less than five pawprints, never more
    You don't have to choose modes that add up to exactly five pawprints.

    @id:blb-season-one-pawprint
    Scenario: Alice chooses only the one-pawprint mode: Season of the Burrow resolves and she gets one Rabbit
      Given Alice will choose the mode "Create a 1/1 white Rabbit creature token."
      And Alice will choose no more modes
      When Alice casts Season of the Burrow from her hand
      And all players pass priority until the stack is empty
      Then Alice controls 1 Rabbit
      And Alice has Season of the Burrow in her graveyard

    @id:blb-season-six-pawprints-refused
    Scenario: Alice tries to choose the three-pawprint mode twice, six pawprints: refused
      Given Alice has Grizzly Bears in her graveyard
      And Alice will choose the mode "Return target permanent card with mana value 3 or less from your graveyard to the battlefield with an indestructible counter on it."
      And Alice will choose the mode "Return target permanent card with mana value 3 or less from your graveyard to the battlefield with an indestructible counter on it."
      When Alice tries to cast Season of the Burrow from her hand
      Then that is rejected by rule 700.2i
      And Alice has Season of the Burrow in her hand

    @id:blb-season-five-times-one-pawprint
    Scenario: Alice chooses the one-pawprint mode five times, all five pawprints: five Rabbits
      Given Alice will choose the mode "Create a 1/1 white Rabbit creature token."
      And Alice will choose the mode "Create a 1/1 white Rabbit creature token."
      And Alice will choose the mode "Create a 1/1 white Rabbit creature token."
      And Alice will choose the mode "Create a 1/1 white Rabbit creature token."
      And Alice will choose the mode "Create a 1/1 white Rabbit creature token."
      When Alice casts Season of the Burrow from her hand
      And all players pass priority until the stack is empty
      Then Alice controls 5 Rabbit

  @ruling:9b83d1b3c265 @cr:601.2c @cr:700.2i
  Rule: A mode that needs a target can be chosen only if it has a legal target
    If a mode requires a target, you can select that mode only if there's a legal target available.

    @id:blb-season-mode-without-target-refused
    Scenario: With no nonland permanent on the battlefield, Alice can't choose the exile mode
      Given Alice will choose the mode "Exile target nonland permanent. Its controller draws a card."
      And Alice will choose no more modes
      When Alice tries to cast Season of the Burrow from her hand
      Then that is rejected by rule 601.2c
      And Alice has Season of the Burrow in her hand

    @id:blb-season-mode-with-target
    Scenario: Bob controls Grizzly Bears: Alice chooses the exile mode targeting it; it is exiled and Bob draws a card
      Given Bob controls Grizzly Bears
      And Alice will choose the mode "Exile target nonland permanent. Its controller draws a card."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      When Alice casts Season of the Burrow from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is in exile
      And Bob has Island in his hand

  @ruling:197522e92375 @cr:608.2c @cr:700.2i @cr:122.1b
  Rule: The chosen modes are followed in the order they are written, whatever order they were chosen in
    No matter which combination of modes you choose, you always follow the instructions of a Season in the order
    they are written.

    The order of the instructions within the resolution isn't visible to the checks: these scenarios show that
    modes named in another order than the written one all happen; the reference engine's log shows them in
    written order (608.2c).

    @id:blb-season-modes-named-out-of-order
    Scenario: Alice names the three-pawprint mode before the one-pawprint mode: both happen, Grizzly Bears returns indestructible
      Given Alice has Grizzly Bears in her graveyard
      And Bob has Murder in his hand
      And Bob has {B}{B}{C} in his mana pool
      And Alice will choose the mode "Return target permanent card with mana value 3 or less from your graveyard to the battlefield with an indestructible counter on it."
      And Alice will choose the mode "Create a 1/1 white Rabbit creature token."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      And Bob will choose Grizzly Bears as targets
      When Alice casts Season of the Burrow from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears and 1 Rabbit
      And Grizzly Bears has 1 indestructible counter
      When Alice passes priority
      And Bob casts Murder from his hand
      And all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears

    @id:blb-season-modes-named-in-order
    Scenario: Alice names the one-pawprint mode before the two-pawprint mode: both happen
      Given Bob controls Grizzly Bears
      And Alice will choose the mode "Create a 1/1 white Rabbit creature token."
      And Alice will choose the mode "Exile target nonland permanent. Its controller draws a card."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      When Alice casts Season of the Burrow from her hand
      And all players pass priority until the stack is empty
      Then Alice controls 1 Rabbit
      And Grizzly Bears is in exile
      And Bob has Island in his hand

  @ruling:d2c8b86e8761 @cr:608.2b
  Rule: If every target of the chosen modes is illegal, Season of the Burrow doesn't resolve
    If all targets for the chosen modes become illegal before the Season resolves, the spell won't resolve and
    none of its effects will happen.

    @id:blb-season-all-targets-illegal
    Scenario: Bob returns Grizzly Bears, the only target, to his hand in response: no Rabbit either
      Given Bob controls Grizzly Bears
      And Bob has Unsummon in his hand
      And Bob has {U} in his mana pool
      And Alice will choose the mode "Create a 1/1 white Rabbit creature token."
      And Alice will choose the mode "Exile target nonland permanent. Its controller draws a card."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      And Bob will choose Grizzly Bears as targets
      When Alice casts Season of the Burrow from her hand
      And Alice passes priority
      And Bob casts Unsummon from his hand
      And all players pass priority until the stack is empty
      Then Alice controls no Rabbit
      And Bob has Grizzly Bears in his hand
      And Alice has Season of the Burrow in her graveyard

    @id:blb-season-one-target-left
    Scenario: Bob returns Grizzly Bears in response, but Llanowar Elves is still a legal target: the spell resolves
      Given Bob controls Grizzly Bears and Llanowar Elves
      And Bob has Unsummon in his hand
      And Bob has {U} in his mana pool
      And Alice will choose the mode "Create a 1/1 white Rabbit creature token."
      And Alice will choose the mode "Exile target nonland permanent. Its controller draws a card."
      And Alice will choose the mode "Exile target nonland permanent. Its controller draws a card."
      And Alice will choose Grizzly Bears, then Llanowar Elves as targets
      And Bob will choose Grizzly Bears as targets
      When Alice casts Season of the Burrow from her hand
      And Alice passes priority
      And Bob casts Unsummon from his hand
      And all players pass priority until the stack is empty
      Then Alice controls 1 Rabbit
      And Llanowar Elves is in exile
      And Bob has Grizzly Bears and Island in his hand
